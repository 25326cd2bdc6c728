import type { Place } from '@slotmap/domain/places';
import { ApiError, api } from '../../../lib/api-client.ts';
import type { DiscoveryId, DiscoveryT } from '../messages.ts';
import type { LocationState } from './find-params.ts';

/**
 * Our own failures, by id (decision 069): spec §8's 'Invalid location' (an address that cannot be
 * resolved, or lies outside Canada and the US), and the browser refusing or failing to locate.
 */
const INVALID: DiscoveryId = 'discovery.locate.invalid';
const REFUSED: DiscoveryId = 'discovery.locate.refused';
const UNAVAILABLE: DiscoveryId = 'discovery.locate.unavailable';

/** A failure the visitor should read: `id` words it for the screen. */
export class LocateError extends Error {
  constructor(readonly id: DiscoveryId) {
    super(id);
  }
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new LocateError(UNAVAILABLE));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, (error) =>
      reject(new LocateError(error.code === error.PERMISSION_DENIED ? REFUSED : UNAVAILABLE)),
    );
  });
}

/**
 * The locate-me shortcut: the browser's position, named through GET /places/reverse. The server
 * refuses points outside Canada and the US (400), which is an invalid location for us too. A
 * point the geocoder could not name (it was down, not refusing) is 'Your current location', in
 * `t`'s language.
 */
export async function locateMe(t: DiscoveryT): Promise<LocationState> {
  const { coords } = await currentPosition();
  const lat = coords.latitude;
  const lng = coords.longitude;
  try {
    const place = await api.get<Place>(`/places/reverse?lat=${lat}&lng=${lng}`);
    return { lat, lng, address: place.label };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw new LocateError(INVALID);
    return { lat, lng, address: t('discovery.locate.current') };
  }
}

/** The first CA/US place matching typed text, for a search submitted without picking one. */
export async function resolveAddress(text: string): Promise<LocationState> {
  const q = text.trim();
  if (!q) throw new LocateError(INVALID);
  const [place] = await api.get<Place[]>(`/places/search?q=${encodeURIComponent(q)}&limit=1`);
  if (!place) throw new LocateError(INVALID);
  return { lat: place.lat, lng: place.lng, address: place.label };
}

/** What to show for a failed locate or resolve: our own words, or the server's (in its language). */
export function locateMessage(error: unknown, t: DiscoveryT): string {
  if (error instanceof LocateError) return t(error.id);
  if (error instanceof ApiError) return error.messages[0] ?? t(INVALID);
  return t(INVALID);
}
