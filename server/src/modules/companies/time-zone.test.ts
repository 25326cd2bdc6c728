import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/database.ts';
import { createCompany, createUser } from '../../test/factories.ts';
import { filledBeforeAll, suiteTestApp } from '../../test/suite.ts';

// Store hours are local times: the zone must be the one the city keeps, half-hour zones included.
const cities: [string, string, string, number, number, string][] = [
  ["St. John's", 'NL', 'Canada', 47.5615, -52.7126, 'America/St_Johns'],
  ['Halifax', 'NS', 'Canada', 44.6488, -63.5752, 'America/Halifax'],
  ['Toronto', 'ON', 'Canada', 43.6532, -79.3832, 'America/Toronto'],
  ['Winnipeg', 'MB', 'Canada', 49.8951, -97.1384, 'America/Winnipeg'],
  ['Regina', 'Saskatchewan', 'Canada', 50.4452, -104.6189, 'America/Regina'],
  ['Vancouver', 'BC', 'Canada', 49.2827, -123.1207, 'America/Vancouver'],
  ['Chicago', 'IL', 'United States', 41.8781, -87.6298, 'America/Chicago'],
  ['Phoenix', 'AZ', 'United States', 33.4484, -112.074, 'America/Phoenix'],
  ['Denver', 'CO', 'United States', 39.7392, -104.9903, 'America/Denver'],
  ['Honolulu', 'HI', 'United States', 21.3069, -157.8583, 'Pacific/Honolulu'],
  ['Windsor', 'ON', 'Canada', 42.3149, -83.0364, 'America/Toronto'],
];

describe(`a business's time zone on ${testDbKind}`, () => {
  const t = suiteTestApp();
  const owner = filledBeforeAll(() => createUser(t));

  it.each(cities)('%s, %s is in its own zone', async (city, province, country, lat, lng, zone) => {
    const company = await createCompany(t, owner, {
      city,
      province,
      country,
      lat,
      lng,
      postal: '',
    });
    expect(company.time_zone).toBe(zone);
    expect(company.store_hours.Monday).toEqual({ open: true, start_time: 540, end_time: 1020 });
  });
});
