import fc from 'fast-check';
import type { Call } from './route-rows/route-row.ts';
import {
  DATES,
  edgesOfFormat,
  FRAGMENTS,
  fieldsOf,
  formatOf,
  HOSTILE_URL_PARTS,
  hostileFor,
  type Kind,
  kindOf,
  QUERY_NUMBERS,
  UNKNOWN_IDS,
  withRawNumbers,
} from './fuzz-values.ts';
import type { RouteEntry } from './route-table.ts';

/** A request as the fuzzer sends it, and what was done to the valid one to get it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  changes: string[];
}

interface Draft {
  segments: string[];
  query: [string, string | null][];
  body: unknown;
  raw?: string;
  protoKey?: string;
  contentType?: string;
  multipart?: { payload: Buffer; contentType: string };
}

type Change = { describe: string; apply(d: Draft): void };
/** A kind of change, and how often it is drawn against the others. */
type Weighted = { arbitrary: fc.Arbitrary<Change>; weight: number };
const often = (arbitrary: fc.Arbitrary<Change>, weight = 3): Weighted => ({ arbitrary, weight });
const sometimes = (arbitrary: fc.Arbitrary<Change>): Weighted => ({ arbitrary, weight: 1 });

/** Weighted picks from the lists that are not empty. */
function choices<T>(lists: [readonly T[], number][]) {
  return lists
    .filter(([values]) => values.length > 0)
    .map(([values, weight]) => ({ arbitrary: fc.constantFrom(...values), weight }));
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A value as a report shows it: escaped (control bytes, broken UTF-16) and cut short. */
export const short = (v: unknown, max = 60) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > max ? `${s.slice(0, max)}…(${s.length} chars)` : s;
};

/** Every path into a JSON value, up to a few levels deep. */
function pathsIn(
  value: unknown,
  depth = 4,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  if (depth === 0 || value === null || typeof value !== 'object') return [];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return keys.flatMap((k) => [
    [...prefix, k],
    ...pathsIn((value as Record<string | number, unknown>)[k], depth - 1, [...prefix, k]),
  ]);
}

function at(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], value);
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false) {
  const parent = at(root, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
  if (parent === null || typeof parent !== 'object') return;
  const key = path[path.length - 1];
  if (remove && Array.isArray(parent)) parent.splice(Number(key), 1);
  else if (remove) delete parent[key];
  else parent[key] = value;
}

const kindOfValue = (v: unknown): Kind =>
  Array.isArray(v) ? 'array' : v === null ? 'unknown' : (typeof v as Kind);

/** Changes to the path's parameters: hostile segments, and ids of something else entirely. */
function paramChanges(route: RouteEntry, ids: string[]): Weighted[] {
  const params = route.url
    .split('/')
    .map((s, i) => [s, i] as const)
    .filter(([s]) => s.startsWith(':') || s === '*');
  if (params.length === 0) return [];
  return [
    often(
      fc
        .tuple(fc.constantFrom(...params), fc.constantFrom(...HOSTILE_URL_PARTS, ...ids))
        .map(([[name, i], value]) => ({
          describe: `path ${name} = ${short(value)}`,
          apply: (d) => {
            d.segments[i] = value;
          },
        })),
      4,
    ),
  ];
}

const QUERY_EXTRAS = [
  '__proto__=1',
  '__proto__[isAdmin]=true',
  'constructor[prototype][isAdmin]=true',
  'a[]=1&a[]=2',
  '&&&',
  '=',
  `${'k'.repeat(5000)}=v`,
];

function queryChanges(route: RouteEntry, ids: string[]): Weighted[] {
  const fields = fieldsOf(route.schema.querystring);
  const keys = Object.keys(fields);
  const changes: Weighted[] = [
    sometimes(
      fc.constantFrom(...QUERY_EXTRAS).map((extra) => ({
        describe: `query + ${short(extra)}`,
        apply: (d: Draft) => {
          d.query.push([extra, null]);
        },
      })),
    ),
  ];
  if (keys.length === 0) return changes;
  const key = fc.constantFrom(...keys);
  // Hostile text, then what the field's own type and format make awkward, then stray ids.
  const valueFor = (k: string) =>
    fc.oneof(
      ...choices([
        [HOSTILE_URL_PARTS, 3],
        [edgesOfFormat(formatOf(fields[k]), ids).map(encodeURIComponent), 3],
        [kindOf(fields[k]) === 'number' ? QUERY_NUMBERS : [], 2],
        [[...DATES.map(encodeURIComponent), ...ids, ...UNKNOWN_IDS], 1],
      ]),
    );
  changes.push(
    often(
      key.chain((k) =>
        valueFor(k).map((v) => ({
          describe: `query ${k} = ${short(v)}`,
          apply: (d: Draft) => {
            d.query = [...d.query.filter(([q]) => q !== k), [k, v]];
          },
        })),
      ),
    ),
    sometimes(
      key.map((k) => ({
        describe: `query ${k} twice`,
        apply: (d) => {
          d.query.push([k, '1'], [k, '2']);
        },
      })),
    ),
    sometimes(
      key.map((k) => ({
        describe: `query without ${k}`,
        apply: (d) => {
          d.query = d.query.filter(([q]) => q !== k);
        },
      })),
    ),
  );
  return changes;
}

const RAW_BODIES = [
  '{',
  '[',
  '{"a":',
  'nul',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '\ufeff{}',
  '',
  ' ',
  '{"a":1e999}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

function bodyChanges(route: RouteEntry, baseline: Call, ids: string[]): Weighted[] {
  if (!BODY_METHODS.has(route.method)) return [];
  if (baseline.multipart) return multipartChanges(baseline.multipart);
  const fields = fieldsOf(route.schema.body);
  const paths = [
    ...pathsIn(baseline.body),
    ...Object.keys(fields)
      .filter((k) => (baseline.body as Record<string, unknown> | undefined)?.[k] === undefined)
      .map((k) => [k]),
  ];
  const kindAt = (path: (string | number)[]) =>
    path.length === 1 && typeof path[0] === 'string' && path[0] in fields
      ? kindOf(fields[path[0]])
      : kindOfValue(at(baseline.body, path));
  const changes: Weighted[] = [
    sometimes(
      fc
        .constantFrom(null, [], 'text', 42, {}, [baseline.body ?? {}], deeplyNested(2000))
        .map((v) => ({
          describe: `body = ${short(v)}`,
          apply: (d: Draft) => {
            d.body = v;
          },
        })),
    ),
    sometimes(
      fc.constantFrom(...RAW_BODIES).map((raw) => ({
        describe: `body text ${short(raw)}`,
        apply: (d: Draft) => {
          d.raw = raw;
        },
      })),
    ),
    sometimes(
      fc.constantFrom('__proto__', 'constructor').map((key) => ({
        describe: `body with a ${key} key`,
        apply: (d: Draft) => {
          d.protoKey = key;
        },
      })),
    ),
    sometimes(
      fc
        .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data')
        .map((type) => ({
          describe: `content-type ${type}`,
          apply: (d: Draft) => {
            d.contentType = type;
          },
        })),
    ),
  ];
  if (paths.length === 0) return changes;
  const path = fc.constantFrom(...paths);
  // Edges of the field's own format and type, and sometimes an extreme date or a stray id.
  const valueFor = (p: (string | number)[]) =>
    fc.oneof(
      ...choices<unknown>([
        [edgesOfFormat(p.length === 1 ? formatOf(fields[p[0]]) : undefined, ids), 3],
        [hostileFor(kindAt(p)), 3],
        [[...DATES, ...ids, ...UNKNOWN_IDS], 1],
      ]),
    );
  changes.push(
    often(
      path.chain((p) =>
        valueFor(p).map((v) => ({
          describe: `body ${p.join('.')} = ${short(v)}`,
          apply: (d: Draft) => setAt(d.body, p, v),
        })),
      ),
      5,
    ),
    often(
      path.map((p) => ({
        describe: `body without ${p.join('.')}`,
        apply: (d: Draft) => setAt(d.body, p, undefined, true),
      })),
      2,
    ),
  );
  const strings = paths.filter((p) => typeof at(baseline.body, p) === 'string');
  if (strings.length > 0)
    changes.push(
      often(
        fc.tuple(fc.constantFrom(...strings), fc.constantFrom(...FRAGMENTS)).map(([p, f]) => ({
          describe: `body ${p.join('.')} + ${short(f)}`,
          apply: (d: Draft) => setAt(d.body, p, `${at(d.body, p)}${f}`),
        })),
      ),
    );
  return changes;
}

function deeplyNested(depth: number): unknown {
  let v: unknown = {};
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

function multipartChanges(form: { payload: Buffer; contentType: string }): Weighted[] {
  return [
    often(
      fc.nat({ max: form.payload.length - 1 }).map((n) => ({
        describe: `form cut after ${n} bytes`,
        apply: (d: Draft) => {
          d.multipart = { ...form, payload: form.payload.subarray(0, n) };
        },
      })),
    ),
    sometimes(
      fc
        .constantFrom('multipart/form-data', 'multipart/form-data; boundary=other', 'image/png')
        .map((type) => ({
          describe: `form sent as ${type}`,
          apply: (d: Draft) => {
            d.multipart = { ...form, contentType: type };
          },
        })),
    ),
  ];
}

/**
 * Requests derived from a route's valid call: one to three changes to its path, query or body,
 * each drawn from the route's own schema (its fields and their types) and the hostile values.
 */
export function fuzzRequests(
  route: RouteEntry,
  baseline: Call,
  ids: string[],
): fc.Arbitrary<FuzzRequest> {
  const changes = [
    ...paramChanges(route, ids),
    ...queryChanges(route, ids),
    ...bodyChanges(route, baseline, ids),
  ];
  return fc.array(fc.oneof(...changes), { minLength: 1, maxLength: 3 }).map((picked) => {
    const [path, search = ''] = baseline.url.split('?');
    const draft: Draft = {
      segments: path.split('/'),
      query: [...new URLSearchParams(search)].map(([k, v]) => [k, encodeURIComponent(v)]),
      body: structuredClone(baseline.body),
      multipart: baseline.multipart,
    };
    for (const change of picked) change.apply(draft);
    return toRequest(route.method, draft, picked);
  });
}

function toRequest(method: string, d: Draft, picked: Change[]): FuzzRequest {
  const query = d.query.map(([k, v]) => (v === null ? k : `${k}=${v}`)).join('&');
  const url = d.segments.join('/') + (query ? `?${query}` : '');
  const changes = picked.map((c) => c.describe);
  if (d.multipart)
    return {
      method,
      url,
      headers: { 'content-type': d.multipart.contentType },
      payload: d.multipart.payload,
      changes,
    };
  if (!BODY_METHODS.has(method) || (d.body === undefined && d.raw === undefined))
    return { method, url, headers: {}, changes };
  let text = d.raw ?? withRawNumbers(JSON.stringify(d.body) ?? 'null');
  if (d.protoKey && d.raw === undefined && text.startsWith('{'))
    text = `{"${d.protoKey}":{"isAdmin":true,"prototype":{"isAdmin":true}}${text === '{}' ? '' : ','}${text.slice(1)}`;
  return {
    method,
    url,
    headers: { 'content-type': d.contentType ?? 'application/json' },
    payload: text,
    changes,
  };
}
