import { COUNTRY_NAMES, type Place } from '@slotmap/domain/places';
import type { GazetteerPlace } from './gazetteer.ts';

/**
 * A gazetteer place as an address suggestion. `postal` overrides the place's own code when the
 * person typed a full Canadian postal code ("M5V 3L9") that falls in the place's FSA.
 */
export function presentPlace(place: GazetteerPlace, postal = place.postal): Place {
  const country = COUNTRY_NAMES[place.country];
  const region = postal ? `${place.province} ${postal}` : place.province;
  return {
    id: place.id,
    label: `${place.name}, ${region}, ${country}`,
    street_address: '',
    city: place.name,
    province: place.province,
    country,
    postal,
    lat: place.lat,
    lng: place.lng,
  };
}
