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

  it('sorts by distance unless the link asks for rating', () => {
    expect(read('lat=1&lng=1').sort).toBe('distance');
    expect(read('lat=1&lng=1&sort=rating').sort).toBe('rating');
    expect(read('lat=1&lng=1&sort=soonest').sort).toBe('distance');
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
