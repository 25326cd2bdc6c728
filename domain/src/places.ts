import { z } from 'zod';

/** Slotmap serves Canada and the United States (the 50 states and DC) only. */
export const COUNTRY_NAMES = { CA: 'Canada', US: 'United States' } as const;
export type CountryCode = keyof typeof COUNTRY_NAMES;
export type CountryName = (typeof COUNTRY_NAMES)[CountryCode];

export const CANADIAN_PROVINCES = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const;

export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;

export type CanadianProvinceCode = keyof typeof CANADIAN_PROVINCES;
export type UsStateCode = keyof typeof US_STATES;
/** A two-letter province, territory or state code (CA is California; Canada is a country). */
export type ProvinceCode = CanadianProvinceCode | UsStateCode;

export const PROVINCE_NAMES: Record<ProvinceCode, string> = { ...CANADIAN_PROVINCES, ...US_STATES };
export const PROVINCE_CODES = Object.keys(PROVINCE_NAMES) as ProvinceCode[];

export function isProvinceCode(code: string): code is ProvinceCode {
  return Object.hasOwn(PROVINCE_NAMES, code);
}

export function countryOfProvince(code: ProvinceCode): CountryCode {
  return Object.hasOwn(CANADIAN_PROVINCES, code) ? 'CA' : 'US';
}

export const ONLY_CANADA_AND_US = 'Only locations in Canada and the US are supported';

/**
 * Rough boxes around Canada and the US (with Alaska's islands past the antimeridian, and Hawaii).
 * They also hold bits of Mexico and the Bahamas: the server refines with the time zone.
 */
const SERVED_BOXES = [
  { south: 24.3, north: 83.2, west: -180, east: -52.5 },
  { south: 51, north: 53.1, west: 172.4, east: 180 },
  { south: 18.8, north: 22.4, west: -160.6, east: -154.7 },
] as const;

export function isInCanadaOrUsBounds(lat: number, lng: number): boolean {
  return SERVED_BOXES.some(
    (b) => lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east,
  );
}

export const PLACE_QUERY_MAX = 100;
export const PLACE_RESULTS_DEFAULT = 8;
export const PLACE_RESULTS_MAX = 20;

const limitMessage = `Limit must be a whole number from 1 to ${PLACE_RESULTS_MAX}`;

// GET /places/search?q=&limit=
export const placeSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(1, 'Search text is required')
    .max(PLACE_QUERY_MAX, `Search text must be at most ${PLACE_QUERY_MAX} characters`),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(PLACE_RESULTS_MAX, limitMessage)
    .default(PLACE_RESULTS_DEFAULT),
});
export type PlaceSearchQuery = z.input<typeof placeSearchQuerySchema>;

const coordinate = (label: string, max: number) => {
  const msg = `${label} must be a number from -${max} to ${max}`;
  // An empty query value would coerce to 0, a real place on the equator: treat it as missing.
  return z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: msg }).min(-max, msg).max(max, msg),
  );
};

// GET /places/reverse?lat=&lng= (the locate-me button)
export const reverseGeocodeQuerySchema = z
  .object({ lat: coordinate('Latitude', 90), lng: coordinate('Longitude', 180) })
  .refine((p) => isInCanadaOrUsBounds(p.lat, p.lng), {
    message: ONLY_CANADA_AND_US,
    when: (payload) => payload.issues.length === 0, // a bad number already says what is wrong
  });
export type ReverseGeocodeQuery = z.input<typeof reverseGeocodeQuerySchema>;

/** One address suggestion: the fields an address form fills in, and where it is. */
export const placeSchema = z.object({
  id: z.string(),
  label: z.string(),
  street_address: z.string(),
  city: z.string(),
  province: z.enum(PROVINCE_CODES as [ProvinceCode, ...ProvinceCode[]]),
  country: z.enum([COUNTRY_NAMES.CA, COUNTRY_NAMES.US]),
  postal: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof placeSchema>;
/** GET /places/search */
export const placeListSchema = z.array(placeSchema);
