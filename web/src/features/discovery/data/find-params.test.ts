import { describe, expect, it } from 'vitest';
import { DEFAULT_CENTRE, readFindParams } from './find-params.ts';

const read = (query: string, state?: unknown) => readFindParams(new URLSearchParams(query), state);

describe('readFindParams', () => {
  it('reads the place, zoom and filters from the URL', () => {
    expect(read('lat=49.28&lng=-123.12&miles=7&search=spa&cat=Dental&filter=open')).toMatchObject({
      lat: 49.28,
      lng: -123.12,
      miles: 7,
      search: 'spa',
      cat: 'Dental',
      subcategory: '',
      filter: 'open',
      located: true,
      fromHome: false,
    });
  });

  it('searches 15 miles unless the link names a radius; a map zoom never sizes it', () => {
    expect(read('lat=1&lng=1').miles).toBe(15);
    expect(read('lat=1&lng=1&zoom=13').miles).toBe(15);
    expect(read('lat=1&lng=1&zoom=16&miles=2.5').miles).toBe(2.5);
    expect(read('lat=1&lng=1&miles=500').miles).toBe(15);
  });

  it('sorts by distance unless the link asks for the soonest time or rating', () => {
    expect(read('lat=1&lng=1').sort).toBe('distance');
    expect(read('lat=1&lng=1&sort=rating').sort).toBe('rating');
    expect(read('lat=1&lng=1&sort=soonest').sort).toBe('soonest');
    expect(read('lat=1&lng=1&sort=nearest').sort).toBe('distance');
  });

  it('reads the day within the 90-day window, the part of day and online booking', () => {
    const on = (query: string) => readFindParams(new URLSearchParams(query), null, '2026-11-26');
    expect(on('available_on=2026-11-27&period=morning&online=true')).toMatchObject({
      day: '2026-11-27',
      period: 'morning',
      online: true,
    });
    expect(on('available_on=2026-11-26').day).toBe('2026-11-26');
    expect(on('available_on=2027-02-24').day).toBe('2027-02-24');
    // A day gone by, out of reach or not a date reads as any day, so an old link still finds.
    expect(on('available_on=2026-11-25').day).toBe('');
    expect(on('available_on=2027-02-25').day).toBe('');
    expect(on('available_on=2026-02-30').day).toBe('');
    expect(on('period=night&online=yes')).toMatchObject({ day: '', period: '', online: false });
  });

  it('falls back to the navigation state, then to downtown Toronto', () => {
    const home = { lat: 45.5, lng: -73.57, address: 'Montreal' };
    expect(read('', home)).toMatchObject({ lat: 45.5, lng: -73.57, located: true, fromHome: true });
    expect(read('lat=91&lng=0')).toMatchObject({ ...DEFAULT_CENTRE, located: false });
    expect(read('lat=&lng=')).toMatchObject({ ...DEFAULT_CENTRE, located: false });
  });

  it('counts the home page only while the URL still points where it sent the visitor', () => {
    const home = { lat: 45.5, lng: -73.57, address: 'Montreal' };
    expect(read('lat=45.5&lng=-73.57', home)).toMatchObject({
      fromHome: true,
      address: 'Montreal',
    });
    expect(read('lat=45.6&lng=-73.57', home)).toMatchObject({ fromHome: false, address: '' });
  });
});
