import { describe, expect, it } from 'vitest';
import { reversePlace } from './data.ts';

describe('reversePlace', () => {
  it('answers the nearest place, with its postal code when it has one', () => {
    expect(reversePlace(43.6487, -79.3817)).toMatchObject({
      city: 'Toronto',
      province: 'ON',
      country: 'Canada',
    });
    expect(reversePlace(40.7506, -73.9972)).toMatchObject({
      city: 'New York',
      province: 'NY',
      postal: '10001',
    });
    expect(reversePlace(64.8378, -147.7164)).toMatchObject({ city: 'Fairbanks', province: 'AK' });
    expect(reversePlace(21.3069, -157.8583)).toMatchObject({ province: 'HI' });
    expect(reversePlace(63.7467, -68.517)).toMatchObject({ city: 'Iqaluit', province: 'NU' });
  });

  it('works across the antimeridian (Aleutian Islands)', () => {
    expect(reversePlace(52.94, 173.2)).toMatchObject({ province: 'AK' }); // Attu
  });

  it('answers a US border town even where the zone map says Mexico', () => {
    // The zone map gives America/Matamoros here (see time-zone.test.ts).
    expect(reversePlace(26.4061, -99.0187)).toMatchObject({ city: 'Roma', province: 'TX' });
    expect(reversePlace(32.6789, -115.4989)).toMatchObject({ city: 'Calexico', province: 'CA' });
  });

  it('answers null outside Canada and the US', () => {
    expect(reversePlace(51.5074, -0.1278)).toBeNull(); // London, UK
    expect(reversePlace(19.4326, -99.1332)).toBeNull(); // Mexico City
    expect(reversePlace(25.0443, -77.3504)).toBeNull(); // Nassau, Bahamas: inside the rough box
    expect(reversePlace(29.0729, -110.9559)).toBeNull(); // Hermosillo, Mexico: inside the box
    expect(reversePlace(35, -50)).toBeNull(); // the Atlantic
  });
});
