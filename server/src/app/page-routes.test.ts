import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompanyView } from '@slotmap/domain/company-view';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema/companies.ts';
import type { TestApp } from '../test/app.ts';
import { createCheckedTestApp } from '../test/checks.ts';
import { testDbKind } from '../test/database.ts';
import { createCompany, createUser } from '../test/factories.ts';
import { expandSchemaOrg, jsonLdOf, SCHEMA_ORG, value, values } from '../test/json-ld.ts';
import { schemaOrgIssues } from '../test/schema-org.ts';
import { INDEX_HTML, preloadsOf, stateOf, writeBuild } from '../test/page-build.ts';
import { withLoadingShell } from './loading-shell.ts';
import { pageReads } from './page-reads.ts';

const PUBLIC_URL = 'http://slotmap.test';
const UNKNOWN = '0190a4c2-0000-7000-8000-00000000dead';

describe(`public pages drawn on the server, on ${testDbKind}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'slotmap-pages-'));
  let t: TestApp;
  let company: CompanyView;
  let tricky: CompanyView;
  beforeAll(async () => {
    t = await createCheckedTestApp({ config: { webDist: writeBuild(dir), publicUrl: PUBLIC_URL } });
    const owner = await createUser(t);
    company = await createCompany(t, owner, {
      name: 'Maple Dental',
      description: 'Family dentistry in the heart of downtown.',
      facebook: 'https://facebook.com/maple',
    });
    // The form refuses a slash in a name; an older record, or a future rule, might not.
    const made = await createCompany(t, owner, { description: '<img src=x onerror=alert(1)>' });
    await t.database.db
      .update(companies)
      .set({ name: 'Bob</script><script>alert("x")</script> & "Sons"' })
      .where(eq(companies.id, made._id));
    tricky = (await t.call('GET', `/api/company/${made._id}`)).json();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers a business page with its name, description, canonical address and Open Graph tags', async () => {
    const res = await get(`/company/${company._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const canonical = `${PUBLIC_URL}/company/${company._id}`;
    expect(res.body).toContain('<title>Maple Dental · Toronto, ON | Slotmap</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Family dentistry in the heart of downtown." />',
    );
    expect(res.body).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(res.body).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(res.body).toContain('<meta property="og:title" content="Maple Dental');
    // The template's own title and description made way for the page's.
    expect(res.body).not.toContain('<title>Slotmap</title>');
    expect(res.body).toContain('<h1>Maple Dental</h1>');
  });

  it("draws a page in the reader's language: the switch's cookie, else the browser's", async () => {
    const page = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/company/${company._id}`, headers });
    const french = await page({ cookie: 'a=1; slotmap-language=fr' });
    expect(french.body).toContain('<html lang="fr-CA">');
    expect(french.headers['content-language']).toBe('fr-CA');
    expect(french.headers.vary).toContain('Accept-Language');
    expect(stateOf(french.body).language).toBe('fr');
    // Its head too: a link shared from a French page previews in French.
    expect(french.body).toContain('<meta property="og:locale" content="fr_CA" />');
    const home = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'slotmap-language=fr' },
    });
    expect(home.body).toContain(
      '<title>Slotmap : prenez rendez-vous près de chez vous en quelques minutes</title>',
    );
    // The words of the app and of the page's code, in French only, preloaded with its code.
    expect(preloadsOf(french.body)).toEqual(
      expect.arrayContaining(['/assets/fr-app.js', '/assets/fr-area.js']),
    );
    expect(french.body).not.toContain('en-app.js');
    expect(french.body).not.toContain('en-area.js');

    const browser = await page({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    expect(stateOf(browser.body).language).toBe('fr');
    const chosen = await page({ 'accept-language': 'fr-CA', cookie: 'slotmap-language=en' });
    expect(chosen.body).toContain('<html lang="en">');
    expect(chosen.body).toContain('<meta property="og:locale" content="en_CA" />');
    expect(stateOf(chosen.body).language).toBe('en');
    expect(preloadsOf(chosen.body)).toContain('/assets/en-app.js');
    expect(stateOf((await page({})).body).language).toBe('en');
  });

  it('carries the business as schema.org LocalBusiness that a JSON-LD processor reads', async () => {
    const res = await get(`/company/${company._id}`);
    const scripts = jsonLdOf(res.body);
    expect(scripts).toHaveLength(1);
    // Sound by schema.org's vocabulary: known types and properties, values of the types they take.
    expect(await schemaOrgIssues(scripts[0])).toEqual([]);
    const [business] = await expandSchemaOrg(scripts[0]);
    expect(business['@type']).toEqual([`${SCHEMA_ORG}LocalBusiness`]);
    expect(value(business, 'name')).toBe('Maple Dental');
    expect(value(business, 'url')).toBe(`${PUBLIC_URL}/company/${company._id}`);
    expect(value(business, 'telephone')).toBe('+1-416-555-0199');
    const [address] = values(business, 'address');
    expect(value(address, 'streetAddress')).toBe('100 King St W');
    expect(value(address, 'addressLocality')).toBe('Toronto');
    const [geo] = values(business, 'geo');
    expect(value(geo, 'latitude')).toBe(43.6487);
    // The test business opens 9 to 5 on weekdays (factories.ts); each open day is listed.
    const days = values(business, 'openingHoursSpecification');
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) {
      const name = String(value(day, 'dayOfWeek')).replace('https://schema.org/', '');
      const hours = company.store_hours[name as keyof CompanyView['store_hours']];
      expect(hours.open).toBe(true);
      expect(value(day, 'opens')).toBe(
        `${String(Math.floor(hours.start_time / 60)).padStart(2, '0')}:${String(hours.start_time % 60).padStart(2, '0')}`,
      );
    }
    expect(values(business, 'sameAs').map((s) => s['@id'])).toEqual(['https://facebook.com/maple']);
  });

  it('escapes a name that would break out of the page, its title and its JSON-LD', async () => {
    const res = await get(`/company/${tricky._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    // Four script elements, each ended once: the presses' holder, the JSON-LD, the state and
    // the boot script.
    expect(res.body.match(/<script/g)).toHaveLength(4);
    expect(res.body.match(/<\/script>/g)).toHaveLength(4);
    const [business] = await expandSchemaOrg(jsonLdOf(res.body)[0]);
    expect(value(business, 'name')).toBe(tricky.name);
    expect(value(business, 'description')).toBe('<img src=x onerror=alert(1)>');
    expect((stateOf(res.body).answer as { body: CompanyView }).body.name).toBe(tricky.name);
  });

  it('draws the page from what GET /api/company/{id} answers a visitor, read in the server', async () => {
    const res = await get(`/company/${company._id}`);
    const api = await get(`/api/company/${company._id}`);
    expect(stateOf(res.body).answer).toEqual({ status: 200, body: api.json() });
  });

  it('reads every answer a public page asks for as the API answers a visitor, and no other', async () => {
    const read = pageReads(t.app.ctx, t.app.ctx.clock());
    for (const path of [
      `/company/${company._id}`,
      `/company/${company._id}/reviews?page=1&limit=5`,
      '/company?lat=43.6487&lng=-79.3817&miles=15&page=1&limit=10',
      '/company/lists?limit=10&page=1&search=Maple',
      `/company/${UNKNOWN}`,
      `/company/${UNKNOWN}/reviews?page=1&limit=5`,
      '/company?lat=91&lng=0',
      '/company/lists?page=0',
    ]) {
      const api = await get(`/api${path}`);
      expect(await read(path), path).toEqual({ status: api.statusCode, body: api.json() });
    }
    expect(await read('/auth')).toBeUndefined();
    expect(await read('/company/mine')).toBeUndefined();
    expect(await read(`/company/${company._id}/slots`)).toBeUndefined();
  });

  it('hands the browser the clock it drew by, in the business’s zone', async () => {
    const before = Date.now();
    const { clock } = stateOf((await get(`/company/${company._id}`)).body);
    expect(clock.viewerZone).toBe('America/Toronto');
    expect(clock.now).toBeGreaterThanOrEqual(before - 1000);
  });

  it('has the browser load the page’s code after its first paint, and its styles before', async () => {
    const { body } = await get(`/company/${company._id}`);
    const [head, rest] = body.split('</head>');
    // The styles in the head, before the page: its first paint waits for them.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/card-abc.css">');
    // No script of the build before the page: web/public/boot.js, after the page and its state,
    // loads the entry and preloads the modules the entry and the page import, each once.
    expect(head).not.toMatch(/type="module"|modulepreload/);
    const [page, after] = rest.split(`<script type="application/json" id="slotmap-state">`);
    expect(page).not.toMatch(/type="module"|modulepreload|boot\.js/);
    expect(after).toMatch(
      /<script src="\/boot\.js" defer data-entry="\/assets\/index-abc\.js" data-preload="[^"]+"><\/script>\s*<\/body>\s*<\/html>\s*$/,
    );
    expect(preloadsOf(body)).toEqual([
      '/assets/react-abc.js',
      '/assets/page-abc.js',
      '/assets/card-abc.js',
      '/assets/en-app.js',
      '/assets/en-area.js',
    ]);
  });

  it('holds buttons pressed before the code comes with its one inline script, which the CSP allows by hash', async () => {
    const res = await get(`/company/${company._id}`);
    const [head] = res.body.split('</head>');
    const inline = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('window.slotmapEarlyClicks');
    const hash = createHash('sha256').update(inline[0]).digest('base64');
    const scripts = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scripts?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('answers a business that does not exist with the not-found page and 404', async () => {
    for (const id of [UNKNOWN, 'not-an-id']) {
      const res = await get(`/company/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<title>Page Not Found | Slotmap</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(jsonLdOf(res.body)).toEqual([]);
      expect(stateOf(res.body).answer).toEqual({
        status: 404,
        body: { errors: [{ msg: 'Company not found' }] },
      });
    }
  });

  it('gives the shared link of a business the business page as its canonical address', async () => {
    const res = await get(`/share/company/${company._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/company/${company._id}" />`,
    );
  });

  it('draws /find and /companies from what the API answers their lists', async () => {
    const find = stateOf((await get('/find?lat=43.6487&lng=-79.3817')).body);
    const nearby = await get('/api/company?lat=43.6487&lng=-79.3817&miles=15&page=1&limit=10');
    expect(find.answer).toEqual({ status: 200, body: nearby.json() });
    expect(find.clock.viewerZone).toBe('America/Toronto');
    const companies = stateOf((await get('/companies')).body);
    const lists = await get('/api/company/lists?limit=10&page=1&search=');
    expect(companies.answer).toEqual({ status: 200, body: lists.json() });
    expect((lists.json() as { total: number }).total).toBe(2);
  });

  it('gives /, /find and /companies a title, a description and a canonical address', async () => {
    for (const [path, title] of [
      ['/', 'Slotmap: book local appointments in minutes'],
      ['/find?lat=43.6487&lng=-79.3817', 'Find appointments near you | Slotmap'],
      ['/companies', 'Companies | Slotmap'],
    ]) {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.body).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
      const canonical = `${PUBLIC_URL}${path.split('?')[0]}`;
      expect(res.body).toContain(`<link rel="canonical" href="${canonical}" />`);
    }
  });

  it('still answers a page whose drawing failed, for the browser to draw', async () => {
    const res = await get('/companies?fail');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Companies | Slotmap</title>');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('slotmap-state');
  });

  it('reads a web app rebuilt while it runs, so a page never names files the build removed', async () => {
    const web = join(dir, 'web', 'dist');
    const before = await get('/companies');
    expect(before.body).toContain('/assets/index-abc.js');
    writeFileSync(join(web, 'index.html'), INDEX_HTML.replace('index-abc.js', 'index-def.js'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(web, 'index.html'), later, later);
    const after = await get('/companies');
    expect(after.body).toContain('/assets/index-def.js');
    expect(after.body).not.toContain('/assets/index-abc.js');
    writeFileSync(join(web, 'index.html'), INDEX_HTML);
    const latest = new Date(Date.now() + 120_000);
    utimesSync(join(web, 'index.html'), latest, latest);
  });

  it('leaves every other page to the browser (index.html, with the loading shell)', async () => {
    const res = await get('/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(withLoadingShell(INDEX_HTML));
    const packed = await t.app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(res.body);
  });
});
