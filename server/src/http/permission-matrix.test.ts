import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, privateValuesHiddenFrom, ROLES, type World } from '../test/api-world.ts';
import { expectNoPasswordHash } from '../test/checks.ts';
import { testDbKind } from '../test/database.ts';
import { send } from '../test/route-rows/route-row.ts';
import { ROUTE_ROWS } from '../test/route-rows/route-rows.ts';

/** What to write for a route that has no row yet. */
function rowToAdd(route: string): string {
  const url = route.split(' ')[1].replace(/:(\w+)/g, (_, name) => `\${w.<the world's ${name}>}`);
  return [
    `  ${route} has no row. Add one to server/src/test/route-rows/route-rows-<domain>.ts:`,
    `    {`,
    `      route: '${route}',`,
    `      call: (w, role) => ({ url: \`${url}\`, body: <valid input> }),`,
    `      expect: { visitor: …, customer: …, otherCustomer: …, owner: …, otherOwner: …, admin: … },`,
    `    },`,
    `  (helpers: everyone(200), signedIn(200), ownerOrAdmin(200); a call that changes the caller or`,
    `  destroys a world object uses w.fresh(role) or a w.throwaway…() object, see api-world.ts)`,
  ].join('\n');
}

describe(`every route × every role, on ${testDbKind}`, () => {
  let w: World;
  let registered: Set<string>;
  beforeAll(async () => {
    w = await buildWorld();
    registered = new Set(w.routes.map((r) => r.key));
  }, 300_000);
  afterAll(() => w?.close());

  it('has one row for each route the server registers, and none for a route it does not', () => {
    const rows = ROUTE_ROWS.map((r) => r.route);
    const problems = [
      ...[...registered].filter((k) => !rows.includes(k)).map(rowToAdd),
      ...rows
        .filter((k) => !registered.has(k))
        .map((k) => `  ${k} is not a route of the server any more: remove its row.`),
      ...rows.filter((k, i) => rows.indexOf(k) !== i).map((k) => `  ${k} has two rows: keep one.`),
    ];
    if (problems.length > 0)
      expect.fail(`The permission matrix is out of date:\n${problems.join('\n')}`);
  });

  it.each(ROUTE_ROWS.map((row) => [row.route, row] as const))('%s', async (_, row) => {
    if (!registered.has(row.route)) return; // reported by the coverage test above
    const method = row.route.split(' ')[0];
    const failures: string[] = [];
    for (const role of ROLES) {
      const res = await send(w, method, role, await row.call(w, role));
      expectNoPasswordHash(res);
      const said = `${role}: ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (res.statusCode !== row.expect[role]) {
        failures.push(`${said}\n    expected ${row.expect[role]}`);
        continue;
      }
      if (res.statusCode >= 400) {
        const errors = res.json().errors;
        if (!Array.isArray(errors) || typeof errors[0]?.msg !== 'string')
          failures.push(`${said}\n    expected the {"errors":[{"msg"}]} shape`);
      } else if (!row.reveals) {
        for (const { who, value } of privateValuesHiddenFrom(w, role))
          if (res.body.includes(value)) failures.push(`${role} was shown ${who}'s "${value}"`);
      }
    }
    if (failures.length > 0) expect.fail(`${row.route}\n  ${failures.join('\n  ')}`);
  });
});
