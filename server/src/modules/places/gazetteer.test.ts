import { statSync } from 'node:fs';
import { isInCanadaOrUsBounds, PROVINCE_CODES } from '@slotmap/domain/places';
import { describe, expect, it } from 'vitest';
import { type GazetteerPlace, loadGazetteer, parseGazetteer } from './gazetteer.ts';

describe('the embedded gazetteer', () => {
  const places = loadGazetteer();
  const count = (kind: GazetteerPlace['kind']) => places.filter((p) => p.kind === kind).length;

  it('stays small', () => {
    expect(statSync(new URL('./gazetteer.tsv', import.meta.url)).size).toBeLessThan(2_000_000);
  });

  it('holds the cities, ZIP codes and FSAs of every province and state', () => {
    expect(count('city')).toBeGreaterThan(30_000); // GeoNames' cities and ZIP-only towns
    expect(count('zip')).toBeGreaterThan(40_000);
    expect(count('fsa')).toBeGreaterThan(1_600);
    expect(new Set(places.map((p) => p.province))).toEqual(new Set(PROVINCE_CODES));
  });

  it('holds nothing outside Canada and the US, and every id once', () => {
    const outside = places.filter((p) => !isInCanadaOrUsBounds(p.lat, p.lng));
    expect(outside.map((p) => p.id)).toEqual([]);
    expect(new Set(places.map((p) => p.id)).size).toBe(places.length);
    expect(places.every((p) => p.name !== '')).toBe(true);
  });

  it('reads sections, repeated postal cities and ZIP-only towns', () => {
    const parsed = parseGazetteer(
      [
        '# comment',
        '@NS',
        'C\tHalifax\t44.646\t-63.573\t359111',
        'P\tB3H\tHalifax\t44.622\t-63.574',
        'P\tB3K\t\t44.651\t-63.582',
        '@KS',
        'P\t66777\t+Toronto\t37.79\t-95.95',
        'P\t66778\t\t37.80\t-95.96',
      ].join('\n'),
    );
    expect(parsed.map((p) => [p.id, p.kind, p.name, p.province, p.country, p.postal])).toEqual([
      ['city:NS:Halifax', 'city', 'Halifax', 'NS', 'CA', ''],
      ['fsa:B3H', 'fsa', 'Halifax', 'NS', 'CA', 'B3H'],
      ['fsa:B3K', 'fsa', 'Halifax', 'NS', 'CA', 'B3K'],
      ['zip:66777', 'zip', 'Toronto', 'KS', 'US', '66777'],
      ['zip:66778', 'zip', 'Toronto', 'KS', 'US', '66778'],
      ['city:KS:Toronto', 'city', 'Toronto', 'KS', 'US', ''],
    ]);
    expect(parsed[5]).toMatchObject({ lat: 37.795, lng: -95.955, population: 0 });
    expect(() => parseGazetteer('@XX\n')).toThrow('unknown province XX');
  });
});
