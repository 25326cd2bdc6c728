// Booking benchmark on PostgreSQL 15 (a throwaway server, removed afterwards):
//   npx tsx bench/booking.ts [seconds per part, default 10]
// The real server runs in its own process as `npm start` runs it (logging on, the outbox
// delivering to the development mailbox, default rate limits; 400 customers share the load, so none reaches the hourly booking limit), and
// autocannon loads it from this process, after a warm-up:
// 1. 90 days of slots for a business with 10 services and 2,000 bookings: the domain function
//    alone (ms per call) and GET /api/company/{id}/slots through the API, at peak and at half of it.
// 2. Booking creation: POST /api/bookings (each request a different free slot), at peak and at
//    half of it, against pgbench inserting into the same bookings table with the same concurrency.
//    pgbench does a bare INSERT; the API's booking is a transaction of about 15 statements (lock,
//    rules, insert, notices, outbox): both figures are printed, with their ratio.
// Figures are only comparable on one machine.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { generateSlots } from '../domain/src/slots.ts';
import { freePort, startPostgres } from '../scripts/postgres.mjs';
import { startServer, stopServer } from './server.ts';
import { fromPostgres } from '../server/src/db/connection.ts';
import { runMigrations } from '../server/src/db/migrate.ts';
import { users } from '../server/src/db/schema/accounts.ts';
import { bookings } from '../server/src/db/schema/bookings.ts';
import { companies, services } from '../server/src/db/schema/companies.ts';
import { hashPassword } from '../server/src/modules/accounts/passwords.ts';

const seconds = Number(process.argv[2] ?? 10);
const CONNECTIONS = 10;
const DAY_MS = 86_400_000;

const pg = await startPostgres({ quiet: true });
const work = mkdtempSync(join(tmpdir(), 'slotmap-bench-'));
const database = fromPostgres(pg.url, 4);
let server: ChildProcess | undefined;
const CUSTOMERS = 400;

try {
  await runMigrations(database);
  const db = database.db;
  // The customers, straight in the table with one password hash; each signs in through the API.
  const passwordHash = await hashPassword('bench-pass');
  await db.insert(users).values(
    Array.from({ length: CUSTOMERS }, (_, i) => ({
      firstName: 'Bench',
      lastName: `Customer ${i}`,
      email: `bench${i}@example.com`,
      phone: '4165550100',
      passwordHash,
    })),
  );
  const [customer] = await db.select().from(users).limit(1);

  const port = await freePort();
  // As `npm start` runs it, on the benchmark's database.
  server = await startServer(port, { DATABASE_URL: pg.url, DATA_DIR: work, SEED_DEMO: 'false' });
  const base = `http://127.0.0.1:${port}/api`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  // Sign-ins ten at a time (each verifies an argon2 hash on the server).
  const tokens: string[] = [];
  for (let i = 0; i < CUSTOMERS; i += 10) {
    const batch = Array.from({ length: Math.min(10, CUSTOMERS - i) }, (_, j) =>
      post('/auth', { email: `bench${i + j}@example.com`, password: 'bench-pass' }),
    );
    for (const answer of await Promise.all(batch)) tokens.push(answer.token);
  }

  // Businesses open every day 7:00 to 21:00 in Toronto.
  const open = { open: true, start_time: 420, end_time: 1260 };
  const week = Object.fromEntries(
    ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => [
      d,
      open,
    ]),
  );
  const newCompany = async (name: string) => {
    const [c] = await db
      .insert(companies)
      .values({
        name,
        email: 'bench@example.com',
        phone: '4165550199',
        category: 'Dental',
        city: 'Toronto',
        province: 'ON',
        country: 'Canada',
        lat: 43.65,
        lng: -79.38,
        timeZone: 'America/Toronto',
        storeHours: week as never,
        isAdmin: true,
      })
      .returning();
    return c;
  };
  const durations = [15, 30, 45, 60, 90, 120, 15, 30, 45, 60];
  const busy = await newCompany('Busy Clinic');
  const svc = await db
    .insert(services)
    .values(
      durations.map((d, i) => ({
        companyId: busy.id,
        name: `Service ${i + 1}`,
        description: 'bench',
        price: '50',
        serviceDuration: d,
        bookOnline: true,
      })),
    )
    .returning();

  // 2,000 bookings of 30 minutes, 23 a day from tomorrow, back to back from 8:00.
  const now = Date.now();
  const firstDay = new Date(`${new Date(now + DAY_MS).toISOString().slice(0, 10)}T12:00:00Z`);
  const rows = [];
  for (let i = 0; i < 2000; i++) {
    const day = Math.floor(i / 23);
    const slot = i % 23;
    const date = new Date(firstDay.getTime() + day * DAY_MS).toISOString().slice(0, 10);
    const startTime = 480 + slot * 30;
    // Toronto is UTC-4 or -5; an hour's error at most, the same for every row: fine for load.
    const startAt = new Date(`${date}T00:00:00Z`).getTime() + (startTime + 300) * 60_000;
    rows.push({
      userId: customer.id,
      companyId: busy.id,
      companyName: busy.name,
      companyTimeZone: busy.timeZone,
      serviceId: svc[1].id,
      serviceName: 'Service 2',
      startDate: date,
      startTime,
      duration: 30,
      startAt: new Date(startAt),
      endAt: new Date(startAt + 30 * 60_000),
    });
  }
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(bookings).values(rows.slice(i, i + 500));

  // 1a. The slot function alone, fed what the route gives it.
  const busyRanges = rows.map((r) => ({ start: r.startAt.getTime(), end: r.endAt.getTime() }));
  let calls = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    generateSlots({
      hours: week as never,
      timeZone: 'America/Toronto',
      duration: durations[calls % durations.length],
      busy: busyRanges,
      now: new Date(),
    });
    calls++;
  }
  const fnMs = (performance.now() - t0) / calls;

  // 1b. The same through the API: a warm-up, the peak, then half of the peak.
  const slotRequests = svc.map((s) => ({
    method: 'GET' as const,
    path: `/api/company/${busy.id}/slots?service=${s.id}`,
    headers: { 'accept-encoding': 'br' },
  }));
  const load = (opts: Record<string, unknown>) =>
    autocannon({ url: base, connections: CONNECTIONS, duration: seconds, ...opts });
  await load({ requests: slotRequests, duration: Math.min(3, seconds) });
  const slotsRun = await load({ requests: slotRequests });
  const slotsHalf = await load({
    requests: slotRequests,
    overallRate: Math.max(1, Math.round(slotsRun.requests.average / 2)),
  });

  // 2a. Booking creation through the API: each request a different free slot of 20 businesses.
  const free = await Promise.all(
    Array.from({ length: 20 }, (_, i) => newCompany(`Free Clinic ${i}`)),
  );
  const freeSvc = await db
    .insert(services)
    .values(
      free.map((c) => ({
        companyId: c.id,
        name: 'Visit',
        description: 'bench',
        price: '50',
        serviceDuration: 15,
        bookOnline: true,
      })),
    )
    .returning();
  const slotsPerDay = (1260 - 420) / 15;
  let n = 0;
  const nextBody = () => {
    const i = n++;
    const c = i % free.length;
    const k = Math.floor(i / free.length);
    const day = 2 + Math.floor(k / slotsPerDay);
    const date = new Date(firstDay.getTime() + day * DAY_MS).toISOString().slice(0, 10);
    return JSON.stringify({
      company: free[c].id,
      service: freeSvc[c].id,
      start_date: date,
      start_time: 420 + (k % slotsPerDay) * 15,
      text: '',
      intakeForm: [],
    });
  };
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
        body: nextBody(),
      }),
    },
  ];
  await load({ requests: bookRequests, duration: Math.min(2, seconds) });
  const bookRun = await load({ requests: bookRequests });
  const bookHalf = await load({
    requests: bookRequests,
    overallRate: Math.max(1, Math.round(bookRun['2xx'] / seconds / 2)),
  });

  // 2b. pgbench: plain INSERTs into the same table, each a later half hour of another business.
  const script = join(work, 'insert.sql');
  // One sequence value per insert gives each its own quarter hour, so none is refused.
  writeFileSync(
    script,
    `SELECT nextval('bench_seq') AS k \\gset
INSERT INTO bookings (id, user_id, company_id, company_name, company_time_zone, service_name, start_date, start_time, duration, start_at, end_at)
VALUES (gen_random_uuid(), '${customer.id}', '${busy.id}', 'Busy Clinic', 'America/Toronto', 'pgbench', '2031-01-01', 0, 15,
  timestamptz '2031-01-01' + :k * interval '15 minutes',
  timestamptz '2031-01-01' + (:k + 1) * interval '15 minutes');
`,
  );
  await database.db.execute(sql.raw('CREATE SEQUENCE bench_seq'));
  const url = new URL(pg.url);
  const bench = spawnSync(
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
      '-f',
      script,
      url.pathname.slice(1),
    ],
    { encoding: 'utf8' },
  );
  if (bench.status !== 0) throw new Error(`pgbench failed: ${bench.stderr}`);
  const tps = Number(/tps = ([\d.]+)/.exec(bench.stdout)?.[1] ?? Number.NaN);

  const created = bookRun['2xx'];
  const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);
  console.log(
    `\nBooking benchmark, PostgreSQL 15, ${CONNECTIONS} connections, ${seconds} s per part, ${new Date().toISOString().slice(0, 10)}`,
  );
  line('slots, domain function alone', `${fnMs.toFixed(2)} ms per call (90 days, 2,000 bookings)`);
  line(
    'slots, GET /api/company/{id}/slots',
    `${slotsRun.requests.average.toFixed(0)} req/s, p50 ${slotsRun.latency.p50} ms, p99 ${slotsRun.latency.p99} ms, ${slotsRun.non2xx} non-2xx, ${(slotsRun.throughput.average / slotsRun.requests.average / 1024).toFixed(1)} kB per answer on the wire`,
  );
  line(
    '  at half of that rate',
    `p50 ${slotsHalf.latency.p50} ms, p99 ${slotsHalf.latency.p99} ms`,
  );
  line(
    'booking creation, POST /api/bookings',
    `${(created / seconds).toFixed(0)} bookings/s (${created} created, ${bookRun.non2xx} refused), p50 ${bookRun.latency.p50} ms, p99 ${bookRun.latency.p99} ms`,
  );
  line(
    '  at half of that rate',
    `p50 ${bookHalf.latency.p50} ms, p99 ${bookHalf.latency.p99} ms, ${bookHalf.non2xx} refused`,
  );
  line('pgbench bare INSERT into bookings', `${tps.toFixed(0)} inserts/s`);
  line('ratio API booking / bare INSERT', `${(created / seconds / tps).toFixed(3)}`);
} finally {
  // The server closes its connections before PostgreSQL goes.
  if (server) await stopServer(server);
  await database.close();
  pg.stop();
  rmSync(work, { recursive: true, force: true });
}
