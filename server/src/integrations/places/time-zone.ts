import type { ProvinceCode } from '@slotmap/domain/places';
import { timeZoneForProvince } from '@slotmap/domain/time-zone';
import tzLookup from 'tz-lookup';

/**
 * The IANA time zone at a point (tz-lookup: a compact world map of zones, accurate to a few
 * kilometres). The map is coarse at borders, so when the province is known (a business's
 * address) the answer is kept to a zone that province uses: Roma, TX gets America/Chicago,
 * not Mexico's America/Matamoros.
 */
export function timeZoneAt(lat: number, lng: number, province?: ProvinceCode): string {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    throw new RangeError(`Not a point on Earth: ${lat}, ${lng}`);
  const zone = tzLookup(lat, lng);
  return province ? timeZoneForProvince(zone, province) : zone;
}
