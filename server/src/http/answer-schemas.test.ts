import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckedTestApp } from '../test/checks.ts';
import type { TestApp } from '../test/app.ts';
import { testDbKind } from '../test/database.ts';
import { type RouteEntry, withRouteTable } from '../test/route-table.ts';
import { answerJsonSchema, serializerOf } from './serialize.ts';

/** The routes whose answers are not JSON: a calendar file, an image, a stream, pages, TwiML. */
const NOT_JSON = new Set([
  'GET /api/calendar/feed/:file',
  'GET /api/uploads/:name',
  'GET /api/company/:id/slots/stream',
  'POST /api/webhooks/twilio/sms',
  'GET /dev/mailbox',
  'GET /sitemap.xml',
  'GET /robots.txt',
]);

const answerCodes = (route: RouteEntry) =>
  Object.keys((route.schema.response ?? {}) as Record<string, unknown>).filter((code) =>
    /^2/.test(code),
  );

describe(`every answer has its schema (decision 067), on ${testDbKind}`, () => {
  let t: TestApp;
  let routes: RouteEntry[];
  beforeAll(async () => {
    const built = await withRouteTable(() => createCheckedTestApp({ config: { testClock: true } }));
    t = built.built;
    // The OpenAPI document's own pages are hidden from it, and are not the API.
    routes = built.routes.filter((r) => !(r.schema as { hide?: boolean }).hide);
  }, 120_000);
  afterAll(() => t?.close());

  it('declares the 2xx answers of every route that answers JSON, and of no other', () => {
    const missing = routes
      .filter((r) => !NOT_JSON.has(r.key) && answerCodes(r).length === 0)
      .map((r) => r.key);
    expect(missing).toEqual([]);
    const stray = routes.filter((r) => NOT_JSON.has(r.key) && answerCodes(r).length > 0);
    expect(stray.map((r) => r.key)).toEqual([]);
    // Each exception is a route of the server, so the list cannot outlive one.
    expect(
      routes
        .filter((r) => NOT_JSON.has(r.key))
        .map((r) => r.key)
        .sort(),
    ).toEqual([...NOT_JSON].sort());
  });

  it('writes nullable and union fields without a per-value schema check (no anyOf left)', () => {
    const left = routes.flatMap((r) =>
      answerCodes(r)
        .filter((code) => JSON.stringify(answerJsonSchema(schemaOf(r, code))).includes('"anyOf"'))
        .map((code) => `${r.key} ${code}`),
    );
    // The one answer that is one of two shapes: a plan given, or a purchase started.
    expect(left).toEqual(['POST /api/feature/renew 201']);
  });

  it('lists every answer in the OpenAPI document at /api/docs', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { responses?: object }>>;
    const documented = (r: RouteEntry) => {
      const path = r.url.replace(/:(\w+)/g, '{$1}');
      return Object.keys(paths[path]?.[r.method.toLowerCase()]?.responses ?? {});
    };
    const gaps = routes
      .filter((r) => r.url.startsWith('/api/') && answerCodes(r).length > 0)
      .filter((r) => !answerCodes(r).every((code) => documented(r).includes(code)))
      .map((r) => r.key);
    expect(gaps).toEqual([]);
    const company = paths['/api/company/{id}'].get.responses as Record<string, unknown>;
    expect(JSON.stringify(company['200'])).toContain('"likes_count"');
  });

  it('fails an answer the schema would write otherwise, with the difference', async () => {
    const schema = schemaOf(
      routes.find((r) => r.key === 'GET /api/company/:id/closures') as RouteEntry,
      '200',
    );
    const serialize = serializerOf(schema);
    // Written without the undeclared field: what the test app's check refuses loudly.
    expect(JSON.parse(serialize([closure({ extra: 1 })]))).toEqual([closure()]);
  });
});

function schemaOf(route: RouteEntry, code: string) {
  return (route.schema.response as Record<string, never>)[code];
}

const closure = (more: object = {}) => ({
  _id: 'c1',
  from: '2031-12-24',
  to: '2031-12-26',
  reason: 'Christmas',
  start_time: null,
  end_time: null,
  ...more,
});
