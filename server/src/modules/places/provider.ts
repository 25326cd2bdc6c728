import type { Place } from '@slotmap/domain/places';
import { placeIndex, reversePlace, searchPlaces } from './data.ts';

/**
 * Where address suggestions come from. The embedded gazetteer is the default, with no setup;
 * a hosted geocoder (street-level addresses) can implement this and be passed to placeRoutes.
 */
export interface PlacesProvider {
  /** Suggestions for what was typed, best first; [] when nothing matches. */
  search(query: string, limit: number): Promise<Place[]>;
  /** The place at or nearest a point; null when the point is outside Canada and the US. */
  reverse(lat: number, lng: number): Promise<Place | null>;
  /** Loads what it needs ahead of the first request (the embedded index takes ~0.3-0.5 s). */
  warm?(): void;
}

export const embeddedPlacesProvider: PlacesProvider = {
  search: async (query, limit) => searchPlaces(query, limit),
  reverse: async (lat, lng) => reversePlace(lat, lng),
  warm: () => void placeIndex(),
};
