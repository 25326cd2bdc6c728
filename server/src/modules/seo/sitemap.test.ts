import type { CompanyView } from '@slotmap/domain/company-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { createCheckedTestApp } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, createUser } from '../../test/factories.ts';
import { STATIC_PAGES, sitemapSlice } from './sitemap.ts';

const PUBLIC_URL = 'https://slotmap.example';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

async function appWith(sitemapUrls?: number) {
  return createCheckedTestApp({ config: { publicUrl: PUBLIC_URL, sitemapUrls } });
}

async function sevenBusinesses(t: TestApp): Promise<CompanyView[]> {
  const owner = await createUser(t);
  const made: CompanyView[] = [];
  for (let i = 0; i < 7; i++) made.push(await createCompany(t, owner));
  return made;
}

describe(`/sitemap.xml and /robots.txt, on ${testDbKind}`, () => {
  describe('one file while every address fits', () => {
    let t: TestApp;
    let made: CompanyView[];
    beforeAll(async () => {
      t = await appWith();
      made = await sevenBusinesses(t);
    }, 120_000);
    afterAll(() => t?.close());

    it('lists the public lists and every business page, with when each last changed', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=900');
      expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
      expect(locs(res.body)).toEqual([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/find`,
        `${PUBLIC_URL}/companies`,
        ...made.map((c) => `${PUBLIC_URL}/company/${c._id}`).sort(),
      ]);
      expect(res.body.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(7);
    });

    it('has its only page at ?page=1 too, and none past it', async () => {
      const one = await t.app.inject({ method: 'GET', url: '/sitemap.xml?page=1' });
      expect(locs(one.body)).toHaveLength(10);
      const past = await t.app.inject({ method: 'GET', url: '/sitemap.xml?page=2' });
      expect(past.statusCode).toBe(404);
      expect(past.json()).toEqual({ errors: [{ msg: 'The sitemap has 1 page(s)' }] });
    });

    it('refuses a page that is not a whole number from 1', async () => {
      for (const page of ['0', '-1', '1.5', 'two', '']) {
        const res = await t.app.inject({ method: 'GET', url: `/sitemap.xml?page=${page}` });
        expect(res.statusCode, page).toBe(400);
        expect(res.json().errors[0].msg).toBe('Page must be a whole number from 1');
      }
    });

    it('lets crawlers read the public pages, not the API or the signed-in areas, and names the sitemap', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      expect(lines).toContain('Allow: /');
      for (const area of ['/api/', '/dashboard', '/business', '/admin', '/superadmin', '/account'])
        expect(lines).toContain(`Disallow: ${area}`);
      for (const open of ['/company/', '/find', '/companies'])
        expect(lines.some((l) => l.startsWith('Disallow: ') && open.startsWith(l.slice(10)))).toBe(
          false,
        );
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    });
  });

  describe('an index of files past the limit', () => {
    let t: TestApp;
    let made: CompanyView[];
    // 3 lists and 7 businesses at 4 addresses a file: three files.
    beforeAll(async () => {
      t = await appWith(4);
      made = await sevenBusinesses(t);
    }, 120_000);
    afterAll(() => t?.close());

    it('answers the index of its files, then each file, every address once', async () => {
      const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain(
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      );
      const files = locs(index.body);
      expect(files).toEqual([1, 2, 3].map((n) => `${PUBLIC_URL}/sitemap.xml?page=${n}`));
      const listed: string[] = [];
      for (const file of files) {
        const res = await t.app.inject({ method: 'GET', url: file.replace(PUBLIC_URL, '') });
        expect(res.statusCode).toBe(200);
        const here = locs(res.body);
        expect(here.length).toBeLessThanOrEqual(4);
        listed.push(...here);
      }
      expect(listed).toEqual([
        ...STATIC_PAGES.map((p) => `${PUBLIC_URL}${p}`),
        ...made.map((c) => `${PUBLIC_URL}/company/${c._id}`).sort(),
      ]);
      const past = await t.app.inject({ method: 'GET', url: '/sitemap.xml?page=4' });
      expect(past.statusCode).toBe(404);
    });
  });
});

describe('what a sitemap file lists', () => {
  it('puts the lists first and then the businesses, a file at a time', () => {
    expect(sitemapSlice(1, 50_000)).toEqual({ statics: STATIC_PAGES, offset: 0, limit: 49_997 });
    expect(sitemapSlice(2, 50_000)).toEqual({ statics: [], offset: 49_997, limit: 50_000 });
    expect(sitemapSlice(3, 50_000)).toEqual({ statics: [], offset: 99_997, limit: 50_000 });
    // Files smaller than the lists: the first holds only lists.
    expect(sitemapSlice(1, 2)).toEqual({ statics: ['/', '/find'], offset: 0, limit: 0 });
    expect(sitemapSlice(2, 2)).toEqual({ statics: ['/companies'], offset: 0, limit: 1 });
    expect(sitemapSlice(3, 2)).toEqual({ statics: [], offset: 1, limit: 2 });
  });
});
