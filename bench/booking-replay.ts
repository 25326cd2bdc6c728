// The booking's transaction as the server ran it, as pgbench scripts: the baseline that does the
// same database work as POST /api/bookings.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/connection.ts';
import { rowsOf } from '../server/src/db/rows.ts';
import { loggedRequests, transactionOf } from './statement-log.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const INSTANT = /'\d{4}-\d\d-\d\d[T ][\d:.]+(?:Z|[+-][\d:]+)'/g;

/**
 * Makes `count` bookings through the API (`book(i)`, each answering the new booking) with the
 * statement log on, and writes one pgbench script per booking: its transaction from BEGIN to
 * COMMIT with the logged parameters, where every id the transaction made (the booking's, its
 * notices' and jobs') is a fresh one each time, and the booked times move on by a quarter
 * hour per transaction (sequence `bench_seq`, which the caller creates) so the exclusion
 * constraint refuses none.
 */
export async function replayScripts(
  db: Db,
  pgDataDir: string,
  dir: string,
  count: number,
  book: (i: number) => Promise<unknown>,
): Promise<{ files: string[]; statements: number; logged: number }> {
  const probes = await loggedRequests(db, pgDataDir, count, book);
  // BENCH_STATEMENTS=1 shows what one booking ran, to see what is left to save; =full shows each
  // statement whole.
  const shown = process.env.BENCH_STATEMENTS === 'full' ? Infinity : 160;
  if (process.env.BENCH_STATEMENTS)
    for (const s of probes[0])
      console.log(`[${s.pid}] ${s.text.replace(/\s+/g, ' ').slice(0, shown)}`);
  const known = new Set(
    rowsOf(
      await db.execute(
        sql`SELECT id::text FROM users UNION ALL SELECT id::text FROM companies UNION ALL SELECT id::text FROM services`,
      ),
    ).map((r) => String(r.id)),
  );
  let statements = 0;
  let logged = 0;
  const files = probes.map((during, i) => {
    logged += during.length;
    const tx = transactionOf(during, /^insert into "bookings"/i);
    statements += tx.length;
    const file = join(dir, `booking-${i}.sql`);
    writeFileSync(
      file,
      script(
        tx.map((s) => s.text),
        known,
      ),
    );
    return file;
  });
  return { files, statements: statements / count, logged: logged / count };
}

function script(texts: string[], known: Set<string>): string {
  const fresh = new Map<string, string>();
  for (const text of texts)
    for (const id of text.match(UUID) ?? [])
      if (!known.has(id) && !fresh.has(id)) fresh.set(id, `u${fresh.size + 1}`);
  const lines = texts.map((text) => {
    let out = text;
    for (const [id, name] of fresh) out = out.replaceAll(id, `:${name}`);
    if (/^insert into "bookings"/i.test(text)) {
      const [start, end] = out.match(INSTANT) ?? [];
      if (!start || !end) throw new Error(`the booking's times are not in: ${text}`);
      out = out.replace(start, "':slot_start'").replace(end, "':slot_end'");
    }
    return `${out};`;
  });
  const ids = [...fresh.values()].map((name) => `, gen_random_uuid() AS ${name}`).join('');
  return [
    `SELECT s AS slot_start, s + interval '15 minutes' AS slot_end${ids}`,
    `  FROM (SELECT timestamptz '2031-01-01' + nextval('bench_seq') * interval '15 minutes' AS s) t \\gset`,
    ...lines,
    '',
  ].join('\n');
}
