import type { Place } from '@slotmap/domain/places';
import { describe, expect, it } from 'vitest';
import { searchPlaces } from './data.ts';

const labels = (places: Place[]) => places.map((p) => p.label);
const first = (query: string) => searchPlaces(query)[0];

describe('searchPlaces: city names', () => {
  it('finds a city from the start of its name, whatever the accents or case', () => {
    expect(first('montr')).toMatchObject({
      label: 'Montréal, QC, Canada',
      street_address: '',
      city: 'Montréal',
      province: 'QC',
      country: 'Canada',
      postal: '',
    });
    expect(first('MONTRÉAL').city).toBe('Montréal');
    expect(first('saint-jerome').city).toBe('Saint-Jérôme');
  });

  it('reads "st" as "saint" and ignores apostrophes and dots', () => {
    const stJohn = labels(searchPlaces('st john'));
    expect(stJohn.slice(0, 3)).toContain("St. John's, NL, Canada");
    expect(stJohn).toContain('Saint John, NB, Canada');
    expect(first("st. john's").label).toBe("St. John's, NL, Canada");
    expect(first('saint johns').label).toBe("St. John's, NL, Canada");
  });

  it('ranks the biggest places first', () => {
    expect(labels(searchPlaces('toronto')).slice(0, 2)).toEqual([
      'Toronto, ON, Canada',
      'Toronto, OH, United States',
    ]);
    expect(first('new york').label).toBe('New York City, NY, United States');
    expect(labels(searchPlaces('s', 3))).toEqual([
      'San Antonio, TX, United States',
      'San Diego, CA, United States',
      'San Jose, CA, United States',
    ]);
  });

  it('finds only places in Canada and the US', () => {
    const london = searchPlaces('London');
    expect(labels(london).slice(0, 3)).toEqual([
      'London, ON, Canada',
      'London, OH, United States',
      'London, KY, United States',
    ]);
    const paris = searchPlaces('Paris', 20);
    expect(paris.map((p) => `${p.city}, ${p.province}`)).toEqual(
      expect.arrayContaining(['Paris, TX', 'Paris, ON', 'Paris, TN', 'Paris, KY']),
    );
    for (const place of [...london, ...paris, ...searchPlaces('Berlin', 20)]) {
      expect(['Canada', 'United States']).toContain(place.country);
    }
    expect(searchPlaces('Tokyo')).toEqual([]);
    expect(searchPlaces('xqzv')).toEqual([]);
  });

  it('finds towns below 1,000 people through their post office', () => {
    expect(first('Toronto, KS')).toMatchObject({
      city: 'Toronto',
      province: 'KS',
      postal: '66777',
    });
  });

  it('gives each place once, and keeps to the limit', () => {
    const results = searchPlaces('spring', 20);
    expect(results).toHaveLength(20);
    expect(new Set(results.map((p) => p.id)).size).toBe(20);
    expect(searchPlaces('spring', 3)).toHaveLength(3);
  });
});

describe('searchPlaces: "City, ST" and trailing provinces', () => {
  it('keeps to the province after a comma, by code or name', () => {
    expect(labels(searchPlaces('Springfield, IL'))).toEqual(['Springfield, IL, United States']);
    expect(first('springfield, illinois').province).toBe('IL');
    expect(first('Kansas City, M').label).toBe('Kansas City, MO, United States');
    expect(first('London, Ontario, Canada').label).toBe('London, ON, Canada');
    expect(first('Vancouver, Canada').province).toBe('BC');
    expect(first('Vancouver, USA').province).toBe('WA');
    expect(searchPlaces('Toronto, TX')).toEqual([]);
  });

  it('accepts a label it gave out', () => {
    expect(first('Toronto, ON M5V, Canada').label).toBe('Toronto, ON, Canada');
  });

  it('tries a trailing province code or name without a comma', () => {
    expect(first('springfield il').label).toBe('Springfield, IL, United States');
    expect(first('portland or').label).toBe('Portland, OR, United States');
    expect(first('saint john new brunswick').label).toBe('Saint John, NB, Canada');
  });
});

describe('searchPlaces: postal codes', () => {
  it('finds a US ZIP code, or the ZIP codes it starts', () => {
    expect(searchPlaces('10001')).toEqual([
      expect.objectContaining({
        id: 'zip:10001',
        label: 'New York, NY 10001, United States',
        city: 'New York',
        province: 'NY',
        country: 'United States',
        postal: '10001',
      }),
    ]);
    expect(first('10001-1234').postal).toBe('10001');
    expect(searchPlaces('902', 3).map((p) => p.postal)).toEqual(['90201', '90202', '90209']);
    expect(searchPlaces('12')).toEqual([]);
  });

  it('finds a Canadian FSA, and a full postal code by its FSA', () => {
    expect(first('M5V')).toMatchObject({
      id: 'fsa:M5V',
      label: 'Toronto, ON M5V, Canada',
      city: 'Toronto',
      province: 'ON',
      country: 'Canada',
      postal: 'M5V',
    });
    for (const query of ['M5V 3L9', 'm5v3l9', ' m5v  3L9 ']) {
      expect(first(query)).toMatchObject({ id: 'fsa:M5V', postal: 'M5V 3L9', city: 'Toronto' });
    }
    expect(first('H2X')).toMatchObject({ city: 'Montréal', province: 'QC' });
    expect(first('A1C')).toMatchObject({ city: "St. John's", province: 'NL' });
    expect(searchPlaces('M5', 20).every((p) => p.postal.startsWith('M5'))).toBe(true);
    expect(searchPlaces('D1A')).toEqual([]); // Canada Post never starts a code with D
  });
});
