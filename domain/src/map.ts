/**
 * The map of /find (spec consumer §9): zoom 12 to 16, default 13 (15 when opened from a card),
 * a 15-mile search when the location comes from the home page, and otherwise a radius derived
 * from the zoom and the screen width.
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

/**
 * The search circle's size on screen, in pixels, by screen width (spec §9: 150, 230, 310 or 400).
 * Read as the circle's diameter: the map box is 400 px high, so a 400-pixel radius would put the
 * circle's edge outside the map on every desktop (docs/decisions/021).
 */
export function circlePixels(screenWidth: number): number {
  if (screenWidth <= 414) return 150;
  if (screenWidth <= 786) return 230;
  if (screenWidth <= 1200) return 310;
  return 400;
}

/** Clamps a zoom level to the map's range; anything unreadable is the default. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MAP_ZOOM_DEFAULT;
  return Math.min(MAP_ZOOM_MAX, Math.max(MAP_ZOOM_MIN, Math.round(zoom)));
}

/**
 * The search radius in miles for a map view: half the on-screen circle's pixels times the ground
 * distance one pixel covers at this zoom and latitude (Web Mercator, 256-pixel tiles).
 */
export function radiusMiles(zoom: number, screenWidth: number, lat: number): number {
  const metersPerPixel = (156_543.033_92 * Math.cos((lat * Math.PI) / 180)) / 2 ** clampZoom(zoom);
  const miles = ((circlePixels(screenWidth) / 2) * metersPerPixel) / METERS_PER_MILE;
  return Math.round(Math.min(MAX_RADIUS_MILES, miles) * 100) / 100;
}
