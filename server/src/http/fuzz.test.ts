import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type Role, WORLD_NOW, type World } from '../test/api-world.ts';
import { testDbKind } from '../test/database.ts';
import { changedTables, dbFingerprint } from '../test/db-fingerprint.ts';
import { fuzzRequests, short } from '../test/fuzz-requests.ts';
import { injectEventStream } from '../test/inject-stream.ts';
import { UNKNOWN_IDS } from '../test/fuzz-values.ts';
import type { RouteEntry } from '../test/route-table.ts';
import type { Call, RouteRow } from '../test/route-rows/route-row.ts';
import { ROUTE_ROWS } from '../test/route-rows/route-rows.ts';

/*
 * Every route, sent malformed versions of its valid call (the permission matrix's), as a visitor
 * and as someone allowed to make it. Whatever arrives: never a 5xx, every refusal in the
 * {"errors":[{"msg"}]} shape, and a refused request changes no row.
 *
 * Fixed seed, a modest number of runs per route; FUZZ_SEED and FUZZ_RUNS replay or widen a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261201);
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);

/** Who the authenticated requests come from: someone the row lets through, if anyone. */
const PREFERRED: Role[] = ['owner', 'customer', 'admin', 'otherCustomer', 'otherOwner', 'visitor'];
const actorOf = (row: RouteRow) =>
  PREFERRED.find((r) => row.expect[r] >= 200 && row.expect[r] < 300) ?? 'owner';

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).join();

/** What is wrong with this answer, if anything. */
function judge(res: LightMyRequestResponse, changed: string[]): string | undefined {
  const status = res.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (status >= 300 && status < 400 && res.headers.location) return undefined;
  if (status >= 300) {
    let errors: unknown;
    try {
      errors = res.json().errors;
    } catch {
      return `answered ${status} without a JSON body`;
    }
    const shaped =
      Array.isArray(errors) &&
      errors.length > 0 &&
      errors.every((e) => typeof (e as { msg?: unknown })?.msg === 'string');
    if (!shaped) return `answered ${status} without the {"errors":[{"msg"}]} shape`;
    if (status < 500 && changed.length > 0)
      return `refused with ${status} but changed ${changed.join(', ')}`;
  }
  return undefined;
}

describe(`fuzzing every route, on ${testDbKind}`, () => {
  let w: World;
  let ids: string[];
  const cleanPrototype = prototypeKeys();
  beforeAll(async () => {
    w = await buildWorld();
    // Ids of the wrong kind: a person's id is never a business, booking, comment or message.
    ids = [w.people.otherOwner.id];
  }, 300_000);
  afterAll(() => w?.close());

  async function fuzz(route: RouteEntry, baseline: Call, token: string | undefined, seed: number) {
    let before = await dbFingerprint(w.t.database.db);
    const property = fc.asyncProperty(
      fuzzRequests(route, baseline, ids),
      fc.boolean(),
      async (req, asVisitor) => {
        const options = {
          method: req.method as 'GET',
          url: req.url,
          headers: { ...req.headers, ...(token && !asVisitor ? { 'x-auth-token': token } : {}) },
          ...(req.payload === undefined ? {} : { payload: req.payload }),
        };
        // An event stream that opens is read until its first chunk and hung up on.
        const res = baseline.stream
          ? await injectEventStream(w.t.app, options)
          : await w.t.app.inject(options);
        const after = await dbFingerprint(w.t.database.db);
        const problem =
          judge(res, changedTables(before, after)) ??
          (prototypeKeys() !== cleanPrototype || ({} as { isAdmin?: unknown }).isAdmin
            ? 'polluted Object.prototype'
            : undefined);
        before = after;
        if (problem)
          throw new Error(
            `${problem}\n    request (${asVisitor ? 'visitor' : 'signed in'}): ${req.method} ` +
              `${short(req.url, 200)}\n    changes: ${req.changes.join('; ')}\n    answer: ` +
              `${res.statusCode} ${short(res.body, 300)}`,
          );
      },
    );
    const run = await fc.check(property, { seed, numRuns: RUNS, endOnFailure: true });
    if (run.failed)
      expect.fail(
        `${route.key}: ${(run.errorInstance as Error)?.message ?? String(run.errorInstance)}\n` +
          `    seed ${seed} (FUZZ_SEED=${SEED}), counterexample path ${run.counterexamplePath}`,
      );
  }

  it.each(ROUTE_ROWS.map((row, i) => [row.route, row, i] as const))(
    '%s',
    async (_, row, i) => {
      const route = w.routes.find((r) => r.key === row.route);
      if (!route) return; // the permission matrix reports rows without a route
      const role = actorOf(row);
      const baseline = await row.call(w, role);
      const token = baseline.token === undefined ? w.token(role) : (baseline.token ?? undefined);
      try {
        await fuzz(route, baseline, token, SEED + i);
      } finally {
        // A fuzzed clock must not move the time the later routes are fuzzed at.
        if (route.url === '/api/dev/clock')
          await w.t.call('PUT', '/api/dev/clock', { now: WORLD_NOW });
      }
    },
    60_000,
  );

  it('fuzzes the routes that have no row yet, as an admin', async () => {
    const rowless = w.routes.filter((r) => !ROUTE_ROWS.some((row) => row.route === r.key));
    for (const [i, route] of rowless.entries()) {
      const url = route.url.replace(/:\w+|\*/g, UNKNOWN_IDS[0]);
      await fuzz(route, { url, body: {} }, w.token('admin'), SEED - 1 - i);
    }
  }, 60_000);
});
