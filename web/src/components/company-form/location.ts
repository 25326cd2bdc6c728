import type { Place } from '@slotmap/domain/places';

/** The address fields every business form keeps, filled from a chosen place. */
export interface LocationValues {
  street_address: string;
  street_address_2: string;
  city: string;
  province: string;
  country: string;
  postal: string;
  /** Empty until a place is chosen from the address search. */
  lat: number | '';
  lng: number | '';
}

export const emptyLocation = (): LocationValues => ({
  street_address: '',
  street_address_2: '',
  city: '',
  province: '',
  country: '',
  postal: '',
  lat: '',
  lng: '',
});

/**
 * The chosen place's fields. The gazetteer knows cities and postal areas, rarely streets: a place
 * without a street keeps the street the owner typed.
 */
export const locationFromPlace = (place: Place): Partial<LocationValues> => ({
  ...(place.street_address ? { street_address: place.street_address } : {}),
  city: place.city,
  province: place.province,
  country: place.country,
  postal: place.postal,
  lat: place.lat,
  lng: place.lng,
});

/** One line for the address search box: "100 Queen St W, Toronto, ON M5H 2N2, Canada". */
export function addressLine(l: Omit<LocationValues, 'lat' | 'lng' | 'street_address_2'>): string {
  const region = [l.province, l.postal].filter(Boolean).join(' ');
  return [l.street_address, l.city, region, l.country].filter(Boolean).join(', ');
}

/** What the address search box shows for a chosen place: "Toronto, ON M5H, Canada". */
export function placeLine(l: Pick<LocationValues, 'city' | 'province' | 'postal' | 'country'>) {
  return addressLine({ ...l, street_address: '' });
}

/** Typing in the address search after a pick drops the coordinates: they no longer match. */
export const clearedCoordinates = { lat: '', lng: '' } as const;
