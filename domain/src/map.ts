/**
 * The map of /find (spec consumer §9, read in docs/decisions/038): the searched area is a circle
 * whose radius is part of the page's state, 15 miles unless the visitor asks for another; the map
 * is fitted to that circle, its zoom never sizes the search.
 */
export const MAP_ZOOM_MIN = 12;
export const MAP_ZOOM_MAX = 16;
export const MAP_ZOOM_DEFAULT = 13;
export const MAP_ZOOM_CARD = 15;
export const DEFAULT_RADIUS_MILES = 15;
/** The largest radius the API searches; bigger requests are refused, not silently trimmed. */
export const MAX_RADIUS_MILES = 100;
export const MAP_BOX_HEIGHT_PX = 400;
export const METERS_PER_MILE = 1609.344;
/** A company-list advertisement follows every 5th company. */
export const AD_EVERY = 5;

/** Clamps a zoom level to the map's range; anything unreadable is the default. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MAP_ZOOM_DEFAULT;
  return Math.min(MAP_ZOOM_MAX, Math.max(MAP_ZOOM_MIN, Math.round(zoom)));
}

/** The smallest radius the find page asks for: about two city blocks. */
export const MIN_RADIUS_MILES = 0.1;

/**
 * A radius read from a link: a number of miles within what the API searches, to 2 decimals.
 * Anything else (missing, unreadable, 0, more than 100) is the default 15 miles, so a mistyped
 * link still finds the businesses of the place rather than an error or an empty list.
 */
export function readRadiusMiles(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || raw.trim() === '') return DEFAULT_RADIUS_MILES;
  const miles = Number(raw);
  if (!Number.isFinite(miles) || miles <= 0 || miles > MAX_RADIUS_MILES) {
    return DEFAULT_RADIUS_MILES;
  }
  return Math.max(MIN_RADIUS_MILES, Math.round(miles * 100) / 100);
}
