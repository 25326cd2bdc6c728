import type { ProvinceCode } from './places.ts';

/**
 * The IANA zones in use in each province and state, the usual one first (from the tz database's
 * zone.tab). Names are the country-specific ones (America/Toronto, not a link to another
 * country's zone), which is what the coordinate lookup returns.
 */
export const PROVINCE_TIME_ZONES: Record<ProvinceCode, readonly string[]> = {
  AB: ['America/Edmonton'],
  BC: [
    'America/Vancouver',
    'America/Edmonton',
    'America/Creston',
    'America/Dawson_Creek',
    'America/Fort_Nelson',
  ],
  MB: ['America/Winnipeg'],
  NB: ['America/Moncton', 'America/Halifax'],
  NL: ['America/St_Johns', 'America/Goose_Bay'],
  NS: ['America/Halifax', 'America/Glace_Bay'],
  NT: ['America/Yellowknife', 'America/Inuvik', 'America/Edmonton'],
  NU: [
    'America/Iqaluit',
    'America/Pangnirtung',
    'America/Rankin_Inlet',
    'America/Resolute',
    'America/Cambridge_Bay',
    'America/Atikokan',
  ],
  ON: [
    'America/Toronto',
    'America/Thunder_Bay',
    'America/Nipigon',
    'America/Winnipeg',
    'America/Rainy_River',
    'America/Atikokan',
  ],
  PE: ['America/Halifax'],
  QC: ['America/Toronto', 'America/Halifax', 'America/Blanc-Sablon'],
  SK: ['America/Regina', 'America/Swift_Current', 'America/Edmonton'],
  YT: ['America/Whitehorse', 'America/Dawson'],
  AL: ['America/Chicago', 'America/New_York'],
  AK: [
    'America/Anchorage',
    'America/Juneau',
    'America/Sitka',
    'America/Metlakatla',
    'America/Yakutat',
    'America/Nome',
    'America/Adak',
  ],
  AZ: ['America/Phoenix', 'America/Denver'],
  AR: ['America/Chicago'],
  CA: ['America/Los_Angeles'],
  CO: ['America/Denver'],
  CT: ['America/New_York'],
  DE: ['America/New_York'],
  DC: ['America/New_York'],
  FL: ['America/New_York', 'America/Chicago'],
  GA: ['America/New_York'],
  HI: ['Pacific/Honolulu'],
  ID: ['America/Boise', 'America/Los_Angeles'],
  IL: ['America/Chicago'],
  IN: [
    'America/Indiana/Indianapolis',
    'America/Chicago',
    'America/Kentucky/Louisville',
    'America/Indiana/Knox',
    'America/Indiana/Marengo',
    'America/Indiana/Petersburg',
    'America/Indiana/Tell_City',
    'America/Indiana/Vevay',
    'America/Indiana/Vincennes',
    'America/Indiana/Winamac',
  ],
  IA: ['America/Chicago'],
  KS: ['America/Chicago', 'America/Denver'],
  KY: [
    'America/New_York',
    'America/Chicago',
    'America/Kentucky/Louisville',
    'America/Kentucky/Monticello',
  ],
  LA: ['America/Chicago'],
  ME: ['America/New_York'],
  MD: ['America/New_York'],
  MA: ['America/New_York'],
  MI: ['America/Detroit', 'America/Menominee'],
  MN: ['America/Chicago'],
  MS: ['America/Chicago'],
  MO: ['America/Chicago'],
  MT: ['America/Denver'],
  NE: ['America/Chicago', 'America/Denver'],
  NV: ['America/Los_Angeles', 'America/Denver'],
  NH: ['America/New_York'],
  NJ: ['America/New_York'],
  NM: ['America/Denver'],
  NY: ['America/New_York'],
  NC: ['America/New_York'],
  ND: [
    'America/Chicago',
    'America/Denver',
    'America/North_Dakota/Center',
    'America/North_Dakota/New_Salem',
    'America/North_Dakota/Beulah',
  ],
  OH: ['America/New_York'],
  OK: ['America/Chicago'],
  OR: ['America/Los_Angeles', 'America/Boise'],
  PA: ['America/New_York'],
  RI: ['America/New_York'],
  SC: ['America/New_York'],
  SD: ['America/Chicago', 'America/Denver'],
  TN: ['America/Chicago', 'America/New_York'],
  TX: ['America/Chicago', 'America/Denver'],
  UT: ['America/Denver'],
  VT: ['America/New_York'],
  VA: ['America/New_York'],
  WA: ['America/Los_Angeles'],
  WV: ['America/New_York'],
  WI: ['America/Chicago'],
  WY: ['America/Denver'],
};

/** Every zone used in Canada or the US. */
export const CA_US_TIME_ZONES: ReadonlySet<string> = new Set(
  Object.values(PROVINCE_TIME_ZONES).flat(),
);

export function isCaUsTimeZone(zone: string): boolean {
  return CA_US_TIME_ZONES.has(zone);
}

/**
 * Zones that keep the same clock (offset and daylight-saving dates, 2026 on), so one can stand in
 * for another. The coordinate lookup is coarse at borders (Detroit's zone for Windsor, ON,
 * Matamoros for Roma, TX): a zone the province does not use moves to the member of its group
 * that it does. Atlantic zones are left out on purpose: the lookup gives Moncton for Gaspé,
 * which keeps Eastern time, so the province's usual zone is the safer answer there.
 */
export const SAME_CLOCK_ZONES: readonly (readonly string[])[] = [
  [
    'America/New_York',
    'America/Toronto',
    'America/Detroit',
    'America/Iqaluit',
    'America/Pangnirtung',
    'America/Nipigon',
    'America/Thunder_Bay',
    'America/Indiana/Indianapolis',
    'America/Indiana/Marengo',
    'America/Indiana/Petersburg',
    'America/Indiana/Vevay',
    'America/Indiana/Vincennes',
    'America/Indiana/Winamac',
    'America/Kentucky/Louisville',
    'America/Kentucky/Monticello',
  ],
  [
    'America/Chicago',
    'America/Menominee',
    'America/Rankin_Inlet',
    'America/Resolute',
    'America/Indiana/Knox',
    'America/Indiana/Tell_City',
    'America/North_Dakota/Center',
    'America/North_Dakota/New_Salem',
    'America/North_Dakota/Beulah',
    'America/Matamoros',
  ],
  ['America/Denver', 'America/Boise', 'America/Cambridge_Bay'],
  // Manitoba and Alberta (and the Northwest Territories with Alberta) keep their summer clock all
  // year from 1 November 2026 (tz 2026e, decision 072), so they no longer share Chicago's and
  // Denver's; British Columbia left Los Angeles's the same way.
  ['America/Winnipeg', 'America/Rainy_River'],
  ['America/Edmonton', 'America/Yellowknife', 'America/Inuvik'],
  ['America/Phoenix', 'America/Hermosillo', 'America/Creston', 'America/Dawson_Creek'],
  ['America/Los_Angeles', 'America/Tijuana'],
  ['America/Anchorage', 'America/Juneau', 'America/Sitka', 'America/Nome', 'America/Yakutat'],
  ['America/Regina', 'America/Swift_Current'],
];

/**
 * The zone to keep for a place in `province` whose coordinates looked up `zone`: that zone when
 * the province uses it, else one with the same clock that it uses, else the province's usual one.
 */
export function timeZoneForProvince(zone: string, province: ProvinceCode): string {
  const used = PROVINCE_TIME_ZONES[province];
  if (used.includes(zone)) return zone;
  const group = SAME_CLOCK_ZONES.find((g) => g.includes(zone)) ?? [];
  return used.find((z) => group.includes(z)) ?? used[0];
}
