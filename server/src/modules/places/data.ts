import { isInCanadaOrUsBounds, PLACE_RESULTS_DEFAULT, type Place } from '@slotmap/domain/places';
import { isCaUsTimeZone } from '@slotmap/domain/time-zone';
import { type GazetteerPlace, loadGazetteer } from './gazetteer.ts';
import { PlaceIndex } from './place-index.ts';
import { presentPlace } from './present.ts';
import { parsePlaceQuery } from './query.ts';
import { timeZoneAt } from '../../integrations/places/time-zone.ts';

// Reads of the embedded gazetteer: no database, the data ships with the code.

/**
 * How close a place must be for a point whose time zone is foreign to count anyway: the zone
 * map is coarse at borders and puts part of Calexico, CA in Mexico's zone. The cost: a point a
 * few kilometres inside Mexico may be answered with the US town across the line.
 */
const BORDER_KM = 10;

let shared: PlaceIndex | undefined;

/** The gazetteer's search index, read and built on first use (~0.3-0.5 s), then kept. */
export function placeIndex(): PlaceIndex {
  shared ??= new PlaceIndex(loadGazetteer());
  return shared;
}

/**
 * Address autocomplete over Canada and the US: city names (any case or accents, "st" or
 * "saint"), "City, ST", US ZIP codes and Canadian postal codes; biggest places first.
 */
export function searchPlaces(
  query: string,
  limit = PLACE_RESULTS_DEFAULT,
  index = placeIndex(),
): Place[] {
  const parsed = parsePlaceQuery(query);
  if (parsed.kind === 'postal') {
    return index.byPostal(parsed.prefix, limit).map((p) => presentPlace(p, parsed.full));
  }
  const found = new Map<string, Place>();
  for (const { text, provinces } of parsed.searches) {
    if (found.size === limit) break;
    const accept = provinces && ((p: GazetteerPlace) => provinces.has(p.province));
    for (const place of index.byName(text, limit, accept)) {
      if (found.size < limit && !found.has(place.id)) found.set(place.id, presentPlace(place));
    }
  }
  return [...found.values()];
}

/** The place nearest a point (the locate-me button), or null outside Canada and the US. */
export function reversePlace(lat: number, lng: number, index = placeIndex()): Place | null {
  if (!isInCanadaOrUsBounds(lat, lng)) return null;
  const nearest = index.nearest(lat, lng);
  if (!nearest) return null;
  const served = isCaUsTimeZone(timeZoneAt(lat, lng)) || nearest.km <= BORDER_KM;
  return served ? presentPlace(nearest.place) : null;
}
