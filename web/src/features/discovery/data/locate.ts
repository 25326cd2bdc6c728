import type { Place } from '@slotmap/domain/places';
import { ApiError, api } from '../../../lib/api-client.ts';
import type { LocationState } from './find-params.ts';

/** Spec §8: an address that cannot be resolved (or lies outside Canada and the US). */
export const MSG_INVALID_LOCATION = 'Invalid location';
export const MSG_LOCATION_REFUSED =
  'Location access was refused. Type your city or postal code instead.';
export const MSG_LOCATION_UNAVAILABLE =
  'Your location could not be found. Type your city or postal code instead.';
/** The label of a located point the geocoder could not name (it was down, not refusing). */
export const CURRENT_LOCATION = 'Your current location';

/** A failure the visitor should read, worded for the screen. */
export class LocateError extends Error {}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new LocateError(MSG_LOCATION_UNAVAILABLE));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, (error) =>
      reject(
        new LocateError(
          error.code === error.PERMISSION_DENIED ? MSG_LOCATION_REFUSED : MSG_LOCATION_UNAVAILABLE,
        ),
      ),
    );
  });
}

/**
 * The locate-me shortcut: the browser's position, named through GET /places/reverse. The server
 * refuses points outside Canada and the US (400), which is an invalid location for us too.
 */
export async function locateMe(): Promise<LocationState> {
  const { coords } = await currentPosition();
  const lat = coords.latitude;
  const lng = coords.longitude;
  try {
    const place = await api.get<Place>(`/places/reverse?lat=${lat}&lng=${lng}`);
    return { lat, lng, address: place.label };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      throw new LocateError(MSG_INVALID_LOCATION);
    return { lat, lng, address: CURRENT_LOCATION };
  }
}

/** The first CA/US place matching typed text, for a search submitted without picking one. */
export async function resolveAddress(text: string): Promise<LocationState> {
  const q = text.trim();
  if (!q) throw new LocateError(MSG_INVALID_LOCATION);
  const [place] = await api.get<Place[]>(`/places/search?q=${encodeURIComponent(q)}&limit=1`);
  if (!place) throw new LocateError(MSG_INVALID_LOCATION);
  return { lat: place.lat, lng: place.lng, address: place.label };
}

/** What to show for a failed locate or resolve: our own words, or the server's. */
export function locateMessage(error: unknown): string {
  if (error instanceof LocateError) return error.message;
  if (error instanceof ApiError) return error.messages[0] ?? MSG_INVALID_LOCATION;
  return MSG_INVALID_LOCATION;
}
