// Booking benchmark on PostgreSQL 15 (a throwaway server, removed afterwards):
//   npx tsx bench/booking.ts [seconds per part, default 10]
// The real server runs in its own process as `npm start` runs it (logging on, the outbox
// delivering to the development mailbox, default rate limits; 400 customers share the load, so
// none reaches the hourly booking limit), and autocannon loads it from this process, after a
// warm-up:
// 1. 90 days of slots for a business with 10 services, 2,000 bookings, buffers, notice and five
//    closures: the domain function alone (ms per call); GET /api/company/{id}/slots one request
//    at a time (the server's own time per answer, every service in turn), the same with each
//    request just after a change of the business's busy times (what the server kept cannot serve
//    it, decision 066), at peak and paced evenly at half of it (paced.ts).
// 2. Booking creation: POST /api/bookings (each request a different free slot), at peak and paced
//    at half of it; then how long the outbox takes to deliver what the peak queued. Two pgbench
//    baselines with the same concurrency: a bare INSERT into bookings, and the booking's whole
//    transaction as the server ran it (read from PostgreSQL's statement log, one script per
//    business, each transaction at a new time).
// Figures are only comparable on one machine.
import './zone-rules.ts';
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { closureHoursOn } from '../domain/src/closures.ts';
import { generateSlots } from '../domain/src/slots.ts';
import { freePort, startPostgres } from '../scripts/postgres.mjs';
import { fromPostgres } from '../server/src/db/connection.ts';
import { runMigrations } from '../server/src/db/migrate.ts';
import { rowsOf } from '../server/src/db/rows.ts';
import {
  BENCH_RULES,
  DURATIONS,
  OPEN_FROM,
  OPEN_UNTIL,
  PASSWORD,
  customerEmail,
  firstDay,
  insertBusyBusiness,
  insertCustomers,
  insertFreeBusinesses,
} from './busy-business.ts';
import { replayScripts } from './booking-replay.ts';
import { paced } from './paced.ts';
import { startServer, stopServer } from './server.ts';

const seconds = Number(process.argv[2] ?? 10);
const CONNECTIONS = 10;
const DAY_MS = 86_400_000;
const CUSTOMERS = 400;
const FREE = 20;

const pg = await startPostgres({ quiet: true });
const work = mkdtempSync(join(tmpdir(), 'slotmap-bench-'));
const database = fromPostgres(pg.url, 4);
let server: ChildProcess | undefined;

try {
  await runMigrations(database);
  const db = database.db;
  const [customer] = await insertCustomers(db, CUSTOMERS);

  const port = await freePort();
  // As `npm start` runs it, on the benchmark's database.
  server = await startServer(port, { DATABASE_URL: pg.url, DATA_DIR: work, SEED_DEMO: 'false' });
  const base = `http://127.0.0.1:${port}/api`;
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { 'x-auth-token': token }) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  // Sign-ins ten at a time (each verifies an argon2 hash on the server).
  const tokens: string[] = [];
  for (let i = 0; i < CUSTOMERS; i += 10) {
    const batch = Array.from({ length: Math.min(10, CUSTOMERS - i) }, (_, j) =>
      post('/auth', { email: customerEmail(i + j), password: PASSWORD }),
    );
    for (const answer of await Promise.all(batch)) tokens.push(answer.token);
  }

  const now = Date.now();
  const { busy, services, busyRanges, hours, closures } = await insertBusyBusiness(
    db,
    customer.id,
    now,
  );
  const hoursOn = closureHoursOn(closures);

  // 1a. The slot function alone, fed what the route gives it.
  let calls = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    generateSlots({
      hours: hours as never,
      hoursOn,
      timeZone: 'America/Toronto',
      duration: DURATIONS[calls % DURATIONS.length],
      busy: busyRanges,
      now: new Date(),
      rules: {
        min_notice: BENCH_RULES.minNotice,
        buffer_before: BENCH_RULES.bufferBefore,
        buffer_after: BENCH_RULES.bufferAfter,
        horizon_days: BENCH_RULES.horizonDays,
      },
    });
    calls++;
  }
  const fnMs = (performance.now() - t0) / calls;

  // 1b. The same through the API: a warm-up, one request at a time, the peak, half of the peak.
  const slotRequests = services.map((s) => ({
    method: 'GET' as const,
    path: `/api/company/${busy.id}/slots?service=${s.id}`,
    headers: { 'accept-encoding': 'br' },
  }));
  const load = (opts: Record<string, unknown>) =>
    autocannon({ url: base, connections: CONNECTIONS, duration: seconds, ...opts });
  await load({ requests: slotRequests, duration: Math.min(3, seconds) });
  const slotsAlone = await load({ requests: slotRequests, connections: 1 });
  // The same, each request just after a change of the business's busy times (its busy version
  // raised, as a booking raises it), so nothing the server kept can serve it (decision 066).
  const afterChange: number[] = [];
  for (let i = 0; i < Math.max(100, seconds * 20); i++) {
    await db.execute(
      sql`UPDATE company_busy_versions SET version = version + 1 WHERE company_id = ${busy.id}`,
    );
    const t = performance.now();
    const res = await fetch(
      `http://127.0.0.1:${port}${slotRequests[i % slotRequests.length].path}`,
      {
        headers: { 'accept-encoding': 'br' },
      },
    );
    await res.arrayBuffer();
    afterChange.push(performance.now() - t);
  }
  afterChange.sort((a, b) => a - b);
  const percentile = (p: number) =>
    afterChange[Math.min(afterChange.length - 1, Math.floor(afterChange.length * p))];
  const slotsRun = await load({ requests: slotRequests });
  const slotsHalf = await paced(base, (i) => slotRequests[i % slotRequests.length], {
    rate: Math.max(1, Math.round(slotsRun.requests.average / 2)),
    seconds,
    connections: CONNECTIONS,
  });

  // 2a. Booking creation through the API: each request a different free slot of 20 businesses.
  const free = await insertFreeBusinesses(db, FREE);
  const slotsPerDay = (OPEN_UNTIL - OPEN_FROM) / 15;
  let n = 0;
  const nextBooking = () => {
    const i = n++;
    const c = i % free.length;
    const k = Math.floor(i / free.length);
    const day = 2 + Math.floor(k / slotsPerDay);
    const date = new Date(firstDay(now).getTime() + day * DAY_MS).toISOString().slice(0, 10);
    return {
      company: free[c].company.id,
      service: free[c].service.id,
      start_date: date,
      start_time: OPEN_FROM + (k % slotsPerDay) * 15,
      text: '',
      intakeForm: [],
    };
  };
  // One booking per business with PostgreSQL's statement log on: what the replay runs.
  const replay = await replayScripts(db, pg.dir, work, free.length, (i) =>
    post('/bookings', nextBooking(), tokens[CUSTOMERS - 1 - i]),
  );

  // Each request books as the next customer in turn, so none meets the per-person hourly limit.
  let turn = 0;
  const bookRequests = [
    {
      method: 'POST' as const,
      path: '/api/bookings',
      setupRequest: (req: Record<string, unknown>) => ({
        ...req,
        headers: {
          'content-type': 'application/json',
          'x-auth-token': tokens[turn++ % tokens.length],
        },
        body: JSON.stringify(nextBooking()),
      }),
    },
  ];
  await load({ requests: bookRequests, duration: Math.min(2, seconds) });
  const bookRun = await load({ requests: bookRequests });
  // 2b. The outbox: how long until everything the peak queued is delivered.
  const pending = async () => {
    const [row] = rowsOf(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM outbox_jobs WHERE done_at IS NULL AND failed_at IS NULL`,
      ),
    );
    return Number(row.n);
  };
  const queued = await pending();
  const drainStart = performance.now();
  while ((await pending()) > 0 && performance.now() - drainStart < 120_000)
    await new Promise((r) => setTimeout(r, 100));
  const drainS = (performance.now() - drainStart) / 1000;
  const bookHalf = await paced(
    base,
    () => ({
      path: '/api/bookings',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-auth-token': tokens[turn++ % tokens.length],
      },
      body: JSON.stringify(nextBooking()),
    }),
    {
      rate: Math.max(1, Math.round(bookRun['2xx'] / seconds / 2)),
      seconds,
      connections: CONNECTIONS,
      allowRefusals: true,
    },
  );

  // 2c. pgbench: a bare INSERT, then the logged transaction.
  await db.execute(sql.raw('CREATE SEQUENCE bench_seq'));
  const bareFile = join(work, 'insert.sql');
  // One sequence value per insert gives each its own quarter hour, so none is refused.
  writeFileSync(
    bareFile,
    `SELECT nextval('bench_seq') AS k \\gset
INSERT INTO bookings (id, user_id, company_id, company_name, company_time_zone, service_name, start_date, start_time, duration, start_at, end_at)
VALUES (gen_random_uuid(), '${customer.id}', '${busy.id}', 'Busy Clinic', 'America/Toronto', 'pgbench', '2031-01-01', 0, 15,
  timestamptz '2031-01-01' + :k * interval '15 minutes',
  timestamptz '2031-01-01' + (:k + 1) * interval '15 minutes');
`,
  );
  const bare = pgbench([bareFile]);
  const full = pgbench(replay.files);

  const created = bookRun['2xx'];
  const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);
  console.log(
    `\nBooking benchmark, PostgreSQL 15, ${CONNECTIONS} connections, ${seconds} s per part, ${new Date().toISOString().slice(0, 10)}`,
  );
  line('slots, domain function alone', `${fnMs.toFixed(2)} ms per call (90 days, 2,000 bookings)`);
  line(
    'slots, one request at a time',
    `p50 ${slotsAlone.latency.p50} ms, p99 ${slotsAlone.latency.p99} ms, max ${slotsAlone.latency.max} ms (10 services in turn)`,
  );
  line(
    '  each just after a change of busy times',
    `p50 ${percentile(0.5).toFixed(1)} ms, p99 ${percentile(0.99).toFixed(1)} ms (${afterChange.length} requests; nothing kept serves them)`,
  );
  line(
    'slots, GET /api/company/{id}/slots',
    `${slotsRun.requests.average.toFixed(0)} req/s, p50 ${slotsRun.latency.p50} ms, p99 ${slotsRun.latency.p99} ms, ${slotsRun.non2xx} non-2xx, ${(slotsRun.throughput.average / slotsRun.requests.average / 1024).toFixed(1)} kB per answer on the wire`,
  );
  line(
    '  at half of that rate',
    `p50 ${slotsHalf.p50.toFixed(1)} ms, p99 ${slotsHalf.p99.toFixed(1)} ms (paced evenly)`,
  );
  line(
    'booking creation, POST /api/bookings',
    `${(created / seconds).toFixed(0)} bookings/s (${created} created, ${bookRun.non2xx} refused), p50 ${bookRun.latency.p50} ms, p99 ${bookRun.latency.p99} ms`,
  );
  line(
    '  outbox after the peak',
    `${queued} jobs still queued, all delivered ${drainS.toFixed(1)} s later`,
  );
  line(
    '  at half of that rate',
    `p50 ${bookHalf.p50.toFixed(1)} ms, p99 ${bookHalf.p99.toFixed(1)} ms (paced evenly), ${bookHalf.refused} refused`,
  );
  line('pgbench bare INSERT into bookings', `${bare.toFixed(0)} inserts/s`);
  line(
    `pgbench, the booking transaction replayed`,
    `${full.toFixed(0)} transactions/s (${replay.statements} statements each, ${replay.logged} logged per booking in all)`,
  );
  line('ratio API booking / bare INSERT', `${(created / seconds / bare).toFixed(3)}`);
  line('ratio API booking / replayed transaction', `${(created / seconds / full).toFixed(2)}`);
} finally {
  // The server closes its connections before PostgreSQL goes.
  if (server) await stopServer(server);
  await database.close();
  pg.stop();
  rmSync(work, { recursive: true, force: true });
}

/** Transactions per second of pgbench over `files` (one picked at random each time). */
function pgbench(files: string[]): number {
  const url = new URL(pg.url);
  const run = spawnSync(
    'pgbench',
    [
      '-n',
      '-h',
      url.hostname,
      '-p',
      url.port,
      '-U',
      url.username || 'postgres',
      '-c',
      String(CONNECTIONS),
      '-j',
      '2',
      '-T',
      String(seconds),
      ...files.flatMap((f) => ['-f', f]),
      url.pathname.slice(1),
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}\n${run.stdout}`);
  const failed = Number(/number of failed transactions: (\d+)/.exec(run.stdout)?.[1] ?? 0);
  if (failed > 0) throw new Error(`pgbench: ${failed} transactions failed\n${run.stdout}`);
  return Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? Number.NaN);
}
