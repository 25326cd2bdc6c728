// Booking benchmark on PostgreSQL 15 (a throwaway server, removed afterwards):
//   npx tsx bench/booking.ts [seconds per part, default 10]
// 1. 90 days of slots for a business with 10 services and 2,000 bookings: the domain function
//    alone (ms per call) and GET /api/company/{id}/slots through the API (requests per second).
// 2. Booking creation: POST /api/bookings through the API (each request a different free slot)
//    against pgbench inserting into the same bookings table, same concurrency, same run.
// Prints every figure and the ratios. Figures are only comparable on one machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { generateSlots } from '../domain/src/slots.ts';
import { startPostgres } from '../scripts/postgres.mjs';
import { buildApp } from '../server/src/app.ts';
import { defaultRateLimits } from '../server/src/config.ts';
import { fromPostgres } from '../server/src/db/connection.ts';
import { runMigrations } from '../server/src/db/migrate.ts';
import { users } from '../server/src/db/schema/accounts.ts';
import { bookings } from '../server/src/db/schema/bookings.ts';
import { companies, services } from '../server/src/db/schema/companies.ts';
import { testConfig } from '../server/src/test/app.ts';

const seconds = Number(process.argv[2] ?? 10);
const CONNECTIONS = 10;
const DAY_MS = 86_400_000;

const pg = await startPostgres({ quiet: true });
const work = mkdtempSync(join(tmpdir(), 'slotmap-bench-'));
const database = fromPostgres(pg.url, CONNECTIONS + 2);
let app: Awaited<ReturnType<typeof buildApp>> | undefined;

try {
  await runMigrations(database);
  const db = database.db;
  // One customer books every slot here: lift the per-user booking limit, keep its upsert measured.
  const rateLimits = { ...defaultRateLimits, bookings: 1_000_000_000 };
  app = await buildApp({
    config: testConfig({ dataDir: work, rateLimits }),
    database,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;

  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { token } = await post('/users', {
    firstName: 'Bench',
    lastName: 'Customer',
    email: 'bench@example.com',
    phone: '4165550100',
    password: 'bench-pass',
  });
  const [customer] = await db.select().from(users);

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

  // 1b. The same through the API.
  const slotsRun = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: svc.map((s) => ({
      method: 'GET',
      path: `/api/company/${busy.id}/slots?service=${s.id}`,
    })),
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
  const bookRun = await autocannon({
    url: `${base}/bookings`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, body: nextBody() }) }],
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
    `\nBooking benchmark, PostgreSQL 15, ${CONNECTIONS} connections, ${seconds} s per part`,
  );
  line('slots, domain function alone', `${fnMs.toFixed(2)} ms per call (90 days, 2,000 bookings)`);
  line(
    'slots, GET /api/company/{id}/slots',
    `${slotsRun.requests.average.toFixed(0)} req/s, p50 ${slotsRun.latency.p50} ms, p99 ${slotsRun.latency.p99} ms, ${slotsRun.non2xx} non-2xx`,
  );
  line(
    '  per request',
    `${((1000 / slotsRun.requests.average) * CONNECTIONS).toFixed(1)} ms at ${CONNECTIONS} in flight`,
  );
  line(
    'booking creation, POST /api/bookings',
    `${(created / seconds).toFixed(0)} bookings/s (${created} created, ${bookRun.non2xx} refused), p50 ${bookRun.latency.p50} ms, p99 ${bookRun.latency.p99} ms`,
  );
  line('pgbench INSERT into bookings', `${tps.toFixed(0)} inserts/s`);
  line('ratio API / pgbench', `${(created / seconds / tps).toFixed(3)}`);
} finally {
  await app?.close();
  await database.close();
  pg.stop();
  rmSync(work, { recursive: true, force: true });
}
