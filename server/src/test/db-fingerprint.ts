import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * Tables a refused request may still write: a failed sign-in or sign-up counts against its
 * rate limit before the answer is known (docs/decisions/010).
 */
const MAY_CHANGE_ON_REFUSAL = new Set(['rate_limit_hits']);

/**
 * A cheap fingerprint of every table of the application: its row count and the md5 of its rows,
 * in one query. Equal fingerprints mean no row was added, removed or changed. New tables are
 * included without anyone having to list them.
 */
export async function dbFingerprint(db: Db): Promise<Map<string, string>> {
  const tables = (
    rowsOf(
      await db.execute(
        sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
      ),
    ) as { tablename: string }[]
  )
    .map((r) => r.tablename)
    .filter((name) => !MAY_CHANGE_ON_REFUSAL.has(name));
  const query = tables
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*) || ':' || ` +
        `coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS print FROM "${name}" x`,
    )
    .join(' UNION ALL ');
  const rows = rowsOf(await db.execute(sql.raw(query))) as { name: string; print: string }[];
  return new Map(rows.map((r) => [r.name, r.print]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n));
}
