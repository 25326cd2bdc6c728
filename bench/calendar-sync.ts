// The background read of business calendars with broken ones among them, on PostgreSQL 15 (a
// throwaway server, removed afterwards):
//   npx tsx bench/calendar-sync.ts [one-minute periods, default 5]
// 1,000 business CalDAV connections: 900 healthy (a stand-in CalDAV server in this process answers
// their time-range REPORT with one meeting after 5 ms), 50 whose server refuses the connection
// (a closed port) and 50 whose server accepts it and never answers (held until the read's 10 s
// timeout). The sync function the server runs (syncDueCalendars) is driven once per minute of a
// shortened clock: each period's run starts at the next whole minute of that clock, runs in real
// time, and the clock jumps to the next minute when it ends (the server looks every 15 s).
// Per period: the share of the healthy calendars read in it, how many failing ones were tried
// (their back-off), how far into the run the last healthy one was read, and the run's real
// duration. Worst staleness: the longest gap, on that clock,
// between two reads of one healthy calendar. The baseline, same run: one pass over the 900 healthy
// calendars alone with the same function (after a first, warm-up pass). Everything it started is removed again.
import './zone-rules.ts';
import { performance } from 'node:perf_hooks';
import { eq, inArray, sql } from 'drizzle-orm';
import { freePort, startPostgres } from '../scripts/postgres.mjs';
import { fromPostgres } from '../server/src/db/connection.ts';
import { runMigrations } from '../server/src/db/migrate.ts';
import { calendarConnections } from '../server/src/db/schema/calendars.ts';
import { companies } from '../server/src/db/schema/companies.ts';
import { GoogleAuthCache } from '../server/src/integrations/calendar/google-auth.ts';
import { secretBox } from '../server/src/integrations/calendar/secrets.ts';
import { SYNC_LANES, syncDueCalendars } from '../server/src/modules/calendars/busy.ts';
import type { CalendarAccess } from '../server/src/modules/calendars/clients.ts';
import { insertCaldavConnection, startDavStub } from '../server/src/test/calendar-dav-stub.ts';
import { insertScatteredCompanies } from '../server/src/test/factories.ts';

const periods = Number(process.argv[2] ?? 5);
const HEALTHY = 900;
const REFUSING = 50;
const HANGING = 50;
const MINUTE = 60_000;

const pg = await startPostgres({ quiet: true });
// As the server's pool: ten connections shared by the lanes.
const database = fromPostgres(pg.url, 10);
const T0 = new Date('2027-01-04T15:00:00Z');
const dav = await startDavStub(new Date(T0.getTime() + 2 * 86_400_000));
const closed = await freePort();

try {
  await runMigrations(database);
  const db = database.db;
  const secrets = secretBox('bench-secret-long-enough-for-the-calendar-key');
  const access: CalendarAccess = {
    secrets,
    net: { allowPrivate: true, requireHttps: false },
    googleClients: new GoogleAuthCache(),
    publicUrl: 'http://slotmap.bench',
  };
  await insertScatteredCompanies(db, HEALTHY + REFUSING + HANGING);
  const ids = (await db.select({ id: companies.id }).from(companies)).map((c) => c.id);
  const kinds = new Map<string, 'healthy' | 'refusing' | 'hanging'>();
  for (const [i, companyId] of ids.entries()) {
    const kind = i < HEALTHY ? 'healthy' : i < HEALTHY + REFUSING ? 'refusing' : 'hanging';
    const url =
      kind === 'healthy'
        ? `${dav.origin}/ok/${i}/`
        : kind === 'refusing'
          ? `http://127.0.0.1:${closed}/down/${i}/`
          : `${dav.origin}/hanging/${i}/`;
    const row = await insertCaldavConnection(db, secrets, { companyId }, url);
    kinds.set(row.id, kind);
  }
  const healthyIds = [...kinds].filter(([, k]) => k === 'healthy').map(([id]) => id);
  const failingIds = [...kinds].filter(([, k]) => k !== 'healthy').map(([id]) => id);

  // Baseline: the healthy calendars alone, one pass (the failing ones are not due); the second of
  // two, so both sides run warm.
  await db
    .update(calendarConnections)
    .set({ nextAttemptAt: new Date(T0.getTime() + 365 * 86_400_000) })
    .where(inArray(calendarConnections.id, failingIds));
  let start = 0;
  let baselineRead = 0;
  let baselineMs = 0;
  let baselineLastMs = 0;
  for (let pass = 0; pass < 2; pass++) {
    await db
      .update(calendarConnections)
      .set({ nextAttemptAt: null })
      .where(inArray(calendarConnections.id, healthyIds));
    start = performance.now();
    const realStart = Date.now();
    baselineRead = await syncDueCalendars(db, access, T0);
    baselineMs = performance.now() - start;
    baselineLastMs = Math.max(...dav.lastReadAt.values()) - realStart;
  }

  // The mixed run from a cold start: everything due, nothing known about anyone.
  await db.update(calendarConnections).set({
    nextAttemptAt: null,
    failures: 0,
    lastSyncedAt: null,
    lastError: null,
  });
  dav.reads.clear();
  const lastVirtualRead = new Map<string, number>();
  let worstGapMs = 0;
  const rows: string[] = [];
  for (let p = 0; p < periods; p++) {
    const now = new Date(T0.getTime() + (p + 1) * MINUTE);
    const before = new Map(dav.reads);
    const attemptsBefore = await failingAttempts(failingIds);
    start = performance.now();
    const realStart = Date.now();
    await syncDueCalendars(db, access, now);
    const runMs = performance.now() - start;
    let read = 0;
    let healthyDoneMs = 0;
    for (const [path, count] of dav.reads) {
      if (!path.startsWith('/ok/') || count === (before.get(path) ?? 0)) continue;
      read++;
      const offset = (dav.lastReadAt.get(path) ?? realStart) - realStart;
      healthyDoneMs = Math.max(healthyDoneMs, offset);
      const at = now.getTime() + offset;
      const previous = lastVirtualRead.get(path);
      if (previous !== undefined) worstGapMs = Math.max(worstGapMs, at - previous);
      lastVirtualRead.set(path, at);
    }
    const tried = (await failingAttempts(failingIds)) - attemptsBefore;
    rows.push(
      `  minute ${p + 1}: healthy read ${read}/${HEALTHY} (${((100 * read) / HEALTHY).toFixed(1)} %), ` +
        `the last of them ${(healthyDoneMs / 1000).toFixed(2)} s into the run; ` +
        `failing tried ${tried}/${REFUSING + HANGING}; run ${(runMs / 1000).toFixed(2)} s`,
    );
  }
  const neverRead = healthyIds.length - lastVirtualRead.size;

  console.log(
    `calendar sync: ${HEALTHY} healthy, ${REFUSING} refusing, ${HANGING} hanging CalDAV calendars; ${SYNC_LANES} lanes; PostgreSQL 15`,
  );
  console.log(
    `baseline, one pass over the ${HEALTHY} healthy alone: ${baselineRead} read, the last of them ` +
      `${(baselineLastMs / 1000).toFixed(2)} s into the run; run ${(baselineMs / 1000).toFixed(2)} s`,
  );
  for (const row of rows) console.log(row);
  console.log(
    `worst staleness of a healthy calendar: ${(worstGapMs / 1000).toFixed(1)} s between two reads; never read: ${neverRead}`,
  );
  const backedOff = await db
    .select({ failures: calendarConnections.failures, next: calendarConnections.nextAttemptAt })
    .from(calendarConnections)
    .where(eq(calendarConnections.calendar, `${dav.origin}/hanging/${HEALTHY + REFUSING}/`));
  console.log(
    `a hanging calendar after ${periods} minutes: ${backedOff[0]?.failures} failures, next try ${
      backedOff[0]?.next ? Math.round((backedOff[0].next.getTime() - T0.getTime()) / MINUTE) : '?'
    } min after the start`,
  );
} finally {
  await dav.close();
  await database.close();
  pg.stop();
}

/** Read attempts of the failing calendars so far (their failure counts summed). */
async function failingAttempts(failingIds: string[]): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`coalesce(sum(${calendarConnections.failures}), 0)::int` })
    .from(calendarConnections)
    .where(inArray(calendarConnections.id, failingIds));
  return Number(row.n);
}
