import type { NearbyCompanyView, PageView } from '@slotmap/domain/company-view';
import { METERS_PER_MILE } from '@slotmap/domain/map';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { createCheckedTestApp, expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, createUser, featureCompany } from '../../test/factories.ts';

// earthdistance's sphere (its earth() function), so the expectations measure what the search does.
const EARTH_RADIUS_M = 6378168;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Haversine distance in miles. */
function milesBetween(a: [number, number], b: [number, number]): number {
  const [lat1, lng1] = a.map(rad);
  const [lat2, lng2] = b.map(rad);
  const h =
    Math.sin((lat2 - lat1) / 2) ** 2 +
    Math.cos(lat1) * Math.cos(lat2) * Math.sin((lng2 - lng1) / 2) ** 2;
  return (2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h))) / METERS_PER_MILE;
}

/** The point `miles` away from `from` along `bearing` degrees (0 = north), on the same sphere. */
function pointAt(from: [number, number], miles: number, bearing: number): [number, number] {
  const d = (miles * METERS_PER_MILE) / EARTH_RADIUS_M;
  const [lat1, lng1] = from.map(rad);
  const b = rad(bearing);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(b) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return [deg(lat2), deg(lng2)];
}

// North Toronto: every point within 20 miles to the north, east or west is on land in Ontario.
const CENTER: [number, number] = [43.75, -79.4];

describe(`radius search on ${testDbKind}`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  const placed = new Map<string, { id: string; at: [number, number] }>();

  /** A business `miles` from the centre along `bearing`, with these form fields. */
  const place = async (
    key: string,
    miles: number,
    bearing: number,
    fields: Record<string, unknown> = {},
  ) => {
    const at = pointAt(CENTER, miles, bearing);
    const c = await createCompany(t, owner, { name: key, lat: at[0], lng: at[1], ...fields });
    placed.set(key, { id: c._id, at });
  };

  beforeAll(async () => {
    t = await createCheckedTestApp();
    owner = await createUser(t);
    await place('At 1 mile', 1, 0);
    await place('At 3 miles', 3, 90, { category: 'Personal Training', subcategory: 'Yoga' });
    await place('Twin A', 5, 300);
    await place('Twin B', 5, 300);
    await place('Smile 100% Dental', 7, 45);
    await place('Just inside 10', 10 - 0.05, 20);
    await place('Just outside 10', 10 + 0.05, 340);
    await place('Featured far', 12, 70);
    await place('Just inside 15', 15 - 0.05, 10);
    await place('Just outside 15', 15 + 0.05, 80);
    await featureCompany(t, placed.get('Featured far')?.id ?? '');
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await t.call('GET', `/api/company?lat=${CENTER[0]}&lng=${CENTER[1]}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PageView<NearbyCompanyView>;
  };
  const names = (page: PageView<NearbyCompanyView>) => page.items.map((c) => c.name);

  it('finds what is inside the radius, featured first and then nearest first', async () => {
    const page = await search('miles=10');
    // Same place, same distance: the id decides, so the order never changes between requests.
    const idOf = (key: string) => placed.get(key)?.id ?? '';
    const twins = ['Twin A', 'Twin B'].sort((a, b) => (idOf(a) < idOf(b) ? -1 : 1));
    expect(names(page)).toEqual([
      'At 1 mile',
      'At 3 miles',
      ...twins,
      'Smile 100% Dental',
      'Just inside 10',
    ]);
    expect(page).toMatchObject({ total: 6, page: 1, limit: 10 });
    // 12 miles: the featured business now qualifies and comes before nearer ones.
    expect(names(await search('miles=12.01')).slice(0, 2)).toEqual(['Featured far', 'At 1 mile']);
  });

  it('reports each distance in miles, rounded to 2 decimals', async () => {
    const page = await search('miles=15');
    for (const item of page.items) {
      const spot = placed.get(item.name);
      expect(spot, item.name).toBeDefined();
      const expected = milesBetween(CENTER, spot?.at ?? CENTER);
      expect(Math.abs(item.distance - expected), item.name).toBeLessThanOrEqual(0.0051);
      expect(Math.round(item.distance * 100) / 100).toBe(item.distance);
    }
  });

  it('answers each business as GET /company/{id} does, plus its distance and next free time', async () => {
    const [first] = (await search('miles=2')).items;
    const { distance, next_available, ...company } = first;
    const one = await t.call('GET', `/api/company/${first._id}`);
    expect(company).toEqual(one.json());
    expect(distance).toBeGreaterThan(0.99);
    // Its one service is call-to-book: nothing to book online.
    expect(next_available).toBeNull();
  });

  it('searches 15 miles when no radius is given', async () => {
    const page = await search('limit=50');
    expect(page.total).toBe(9);
    expect(names(page)).toContain('Just inside 15');
    expect(names(page)).not.toContain('Just outside 15');
  });

  it('filters by name (contains, any case, % literal), category and subcategory', async () => {
    expect(names(await search('search=SMILE'))).toEqual(['Smile 100% Dental']);
    expect(names(await search('search=100%25'))).toEqual(['Smile 100% Dental']);
    expect(names(await search('search=1_0'))).toEqual([]);
    expect(names(await search('cat=Personal%20Training'))).toEqual(['At 3 miles']);
    expect(names(await search('cat=Personal'))).toEqual([]);
    expect(names(await search('cat=Personal%20Training&subcategory=Yoga'))).toEqual(['At 3 miles']);
    expect(names(await search('cat=Personal%20Training&subcategory=Pilates'))).toEqual([]);
    expect((await search('search=twin')).total).toBe(2);
  });

  it('pages without gaps or repeats, and counts every match on each page', async () => {
    const all = names(await search('miles=15&limit=50'));
    const pages: string[] = [];
    for (let p = 1; p <= 5; p++) {
      const page = await search(`miles=15&limit=2&page=${p}`);
      expect(page).toMatchObject({ total: 9, page: p, limit: 2 });
      pages.push(...names(page));
    }
    expect(pages).toEqual(all);
    expect(new Set(pages).size).toBe(all.length);
    const past = await search('miles=15&limit=2&page=9');
    expect(past).toEqual({ items: [], total: 9, page: 9, limit: 2 });
  });

  it('accepts the largest radius and finds nothing where nobody is', async () => {
    expect((await search('miles=100')).total).toBe(placed.size);
    const res = await t.call('GET', '/api/company?lat=64.5&lng=-140.2&miles=5');
    expect(res.json()).toEqual({ items: [], total: 0, page: 1, limit: 10 });
  });

  const invalidLocation = (param: string) => [{ msg: 'Invalid location', param }];
  const badRadius = [{ msg: 'Radius must be more than 0 and at most 100 miles', param: 'miles' }];
  it.each([
    ['lng=-79.4', invalidLocation('lat')],
    ['lat=&lng=-79.4', invalidLocation('lat')],
    ['lat=north&lng=-79.4', invalidLocation('lat')],
    ['lat=90.01&lng=-79.4', invalidLocation('lat')],
    ['lat=-91&lng=-79.4', invalidLocation('lat')],
    ['lat=43.7', invalidLocation('lng')],
    ['lat=43.7&lng=180.5', invalidLocation('lng')],
    ['lat=43.7&lng=Infinity', invalidLocation('lng')],
    ['lat=43.7&lng=-79.4&miles=0', badRadius],
    ['lat=43.7&lng=-79.4&miles=-5', badRadius],
    ['lat=43.7&lng=-79.4&miles=100.01', badRadius],
    ['lat=43.7&lng=-79.4&miles=far', badRadius],
    ['lat=43.7&lng=-79.4&miles=', badRadius],
  ])('refuses %s with 400 and nothing else', async (query, errors) => {
    expectErrors(await t.call('GET', `/api/company?${query}`), 400, errors);
  });
});
