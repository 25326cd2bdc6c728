import { MSG_LOCATION } from '@slotmap/domain/companies';
import {
  isInCanadaOrUsBounds,
  isProvinceCode,
  PROVINCE_NAMES,
  type ProvinceCode,
} from '@slotmap/domain/places';
import { isCaUsTimeZone } from '@slotmap/domain/time-zone';
import { timeZoneAt } from '../../integrations/places/time-zone.ts';
import { invalid } from './access.ts';

/**
 * The province code of what an address form sent: 'ON', 'on' or 'Ontario'. The address search
 * fills in codes; a typed name is accepted too. Without a country hint 'CA' is California.
 */
export function provinceCodeOf(province: string, country = ''): ProvinceCode | undefined {
  const text = province.trim();
  const upper = text.toUpperCase();
  if (isProvinceCode(upper)) {
    // 'CA' typed in a Canadian address is the country, not California: nothing to go on.
    if (upper === 'CA' && /^ca(nada)?$/i.test(country.trim())) return undefined;
    return upper;
  }
  const byName = (Object.entries(PROVINCE_NAMES) as [ProvinceCode, string][]).find(
    ([, name]) => name.toLowerCase() === text.toLowerCase(),
  );
  return byName?.[0];
}

/**
 * The IANA zone of a business, from its coordinates (kept to a zone its province uses). A point
 * outside Canada and the US is refused with the form's location message.
 */
export function companyTimeZone(
  place: { lat: number; lng: number; province: string; country: string },
  msg = MSG_LOCATION,
): string {
  const refuse = () => invalid([{ msg, param: 'lat' }]);
  if (!isInCanadaOrUsBounds(place.lat, place.lng)) throw refuse();
  const zone = timeZoneAt(place.lat, place.lng, provinceCodeOf(place.province, place.country));
  if (!isCaUsTimeZone(zone)) throw refuse();
  return zone;
}
