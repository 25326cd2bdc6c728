// Load benchmark of the radius search (GET /api/company?lat&lng&miles=15), end to end:
//   npx tsx bench/radius-search.ts [seconds per part, default 10] [connections, default 10]
// Starts a throwaway PostgreSQL 15, loads 100,000 businesses (about 10,000 of them within reach of
// the 16 searched cities; half book online; the featured ones within reach are the busiest, 2,000
// bookings each) and their free-time summary as the server keeps it (bench/free-time-data.ts),
// starts the real API server against it, then measures for the same time and with the same
// concurrency:
//   1. the API with autocannon, over a rotating set of city coordinates, plain and with
//      available_on=<tomorrow>&period=morning (each at its peak, then paced evenly at half of it,
//      open loop: bench/paced.ts);
//   2. each search's own SQL with pgbench (same statement, same parameters, extended protocol): the
//      search with everything its page shows of each business (services, likes, followers,
//      closures, reviews, stars) and the first days their next free times may be on;
//   3. every statement the API ran for one search, replayed with pgbench (read from PostgreSQL's
//      statement log: the search, then the busy times of those days).
// Prints requests per second and latency percentiles, the filtered search's ratio to the plain
// one, and the API's to pgbench. Everything it started (server, PostgreSQL, temp folder) is
// removed again, also on failure or Ctrl-C.
import './zone-rules.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { freePort, startPostgres } from '../scripts/postgres.mjs';
import { startProductionServer, stopServer } from './server.ts';
import { loggedRequests } from './statement-log.ts';
import { load, measurePgbench, rotating, type Summary } from './harness.ts';
import { inTurn, paced } from './paced.ts';
import { type Db, fromPostgres } from '../server/src/db/connection.ts';
import { runMigrations } from '../server/src/db/migrate.ts';
import { nearbyQuery } from '../server/src/modules/discovery/nearby-statement.ts';
import { nearbyQuerySchema } from '../server/src/modules/discovery/schemas.ts';
import { insertScatteredCompanies } from '../server/src/test/factories.ts';
import { addDays, localDate } from '../domain/src/zoned-time.ts';
import { addOnlineBooking } from './free-time-data.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);
const BUSINESSES = 100_000;
const MILES = 15;

/** Where people search from: the ten crowded cities of the data set and six quieter ones. */
const CITIES: [string, number, number][] = [
  ['Toronto', 43.6532, -79.3832],
  ['Montréal', 45.5019, -73.5674],
  ['Vancouver', 49.2827, -123.1207],
  ['Calgary', 51.0447, -114.0719],
  ['New York', 40.7128, -74.006],
  ['Los Angeles', 34.0522, -118.2437],
  ['Chicago', 41.8781, -87.6298],
  ['Houston', 29.7604, -95.3698],
  ['Seattle', 47.6062, -122.3321],
  ['Denver', 39.7392, -104.9903],
  ['Ottawa', 45.4215, -75.6972],
  ['Halifax', 44.6488, -63.5752],
  ['Winnipeg', 49.8951, -97.1384],
  ['Boston', 42.3601, -71.0589],
  ['Atlanta', 33.749, -84.388],
  ['Phoenix', 33.4484, -112.074],
];

const cleanups: (() => void)[] = [];
function cleanUp() {
  while (cleanups.length) {
    try {
      cleanups.pop()?.();
    } catch (err) {
      console.error(`clean-up step failed: ${(err as Error).message}`);
    }
  }
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    process.exit(130);
  });

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'slotmap-bench-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));

  let start = Date.now();
  const pg = await startPostgres({ quiet: true });
  cleanups.push(() => pg.stop());
  const database = fromPostgres(pg.url, 2);
  await runMigrations(database);
  await insertScatteredCompanies(database.db, BUSINESSES);
  // One service each, so every answer carries the services a real one would.
  await database.db.execute(sql`
    INSERT INTO services (id, company_id, name, description, price, service_duration, call_to_book)
    SELECT gen_random_uuid(), id, 'Consultation', 'A first visit', 80, 30, true FROM companies`);
  const now = new Date();
  const booking = await addOnlineBooking(
    database.db,
    CITIES.map(([, lat, lng]) => [lat, lng]),
    MILES,
    now,
  );
  await database.db.execute(sql`VACUUM ANALYZE`);
  console.log(
    `PostgreSQL 15 with ${BUSINESSES.toLocaleString('en-US')} businesses ready in ${((Date.now() - start) / 1000).toFixed(1)} s: ` +
      `${booking.online.toLocaleString('en-US')} book online, ${booking.busiest} busiest with ` +
      `${booking.bookings.toLocaleString('en-US')} bookings, ${booking.summaryRows.toLocaleString('en-US')} free-time summary rows`,
  );

  const tomorrow = addDays(localDate(now.getTime(), 'America/Toronto'), 1);
  const FILTER = { available_on: tomorrow, period: 'morning' };
  const asked = CITIES.map(([, lat, lng]) => ({
    lat: String(lat),
    lng: String(lng),
    miles: String(MILES),
  }));
  const queries = asked.map((q) => nearbyQuerySchema.parse(q));
  const filteredQueries = asked.map((q) => nearbyQuerySchema.parse({ ...q, ...FILTER }));
  const pgbenchFiles = queries.map((q, i) =>
    pgbenchScript(nearbyQuery(database.db, q, now), join(work, `search-${i}.sql`)),
  );
  const filteredFiles = filteredQueries.map((q, i) =>
    pgbenchScript(nearbyQuery(database.db, q, now), join(work, `filtered-${i}.sql`)),
  );
  await database.close();

  start = Date.now();
  const port = await freePort();
  const server = await startProductionServer(port, pg.url, join(work, 'data'));
  cleanups.push(() => server.kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;
  console.log(`API server ready in ${((Date.now() - start) / 1000).toFixed(1)} s at ${base}`);

  const paths = CITIES.map(([, lat, lng]) => `/api/company?lat=${lat}&lng=${lng}&miles=${MILES}`);
  const filter = new URLSearchParams(FILTER).toString();
  const filteredPaths = paths.map((p) => `${p}&${filter}`);
  await describeMatches(base, paths, `within ${MILES} miles`);
  await describeMatches(base, filteredPaths, `also free ${tomorrow} in the morning`);
  console.log(`\nEach part runs ${seconds} s with ${connections} connections.`);

  const logging = fromPostgres(pg.url, 1);
  const replayFiles = await replayScripts(logging.db, pg.dir, base, paths, join(work, 'replay'));
  const filteredReplay = await replayScripts(
    logging.db,
    pg.dir,
    base,
    filteredPaths,
    join(work, 'replay-filtered'),
  );
  await logging.close();

  // A warm-up, the peak, then half of it: the latency people meet on a busy day.
  await measureApi(base, [...paths, ...filteredPaths], 50);
  const api = await measureApi(base, paths);
  print('API  GET /api/company (autocannon)', 'req/s', api);
  const half = await measureApi(base, paths, Math.max(1, Math.round(api.rate / 2)));
  print('     at half of that rate          ', 'req/s', half);
  const filtered = await measureApi(base, filteredPaths);
  print('API  + tomorrow morning            ', 'req/s', filtered);
  const filteredHalf = await measureApi(
    base,
    filteredPaths,
    Math.max(1, Math.round(filtered.rate / 2)),
  );
  print('     at half of that rate          ', 'req/s', filteredHalf);
  const db = measurePgbench(pg.url, pgbenchFiles, join(work, 'pgbench'), { connections, seconds });
  print('SQL  search statement (pgbench)   ', 'tx/s ', db);
  // The API's statement is prepared once per connection (decision 067): so is pgbench's here.
  const dbPrepared = measurePgbench(pg.url, pgbenchFiles, join(work, 'pgbench-prepared'), {
    connections,
    seconds,
    protocol: 'prepared',
  });
  print('     prepared once (-M prepared)   ', 'tx/s ', dbPrepared);
  const dbFiltered = measurePgbench(pg.url, filteredFiles, join(work, 'pgbench-filtered'), {
    connections,
    seconds,
  });
  print('     + tomorrow morning            ', 'tx/s ', dbFiltered);
  const replay = measurePgbench(pg.url, replayFiles.files, join(work, 'replay'), {
    connections,
    seconds,
  });
  print(`SQL  all ${replayFiles.perSearch.toFixed(0)} statements (pgbench)  `, 'tx/s ', replay);
  const replayFiltered = measurePgbench(pg.url, filteredReplay.files, join(work, 'replay-f'), {
    connections,
    seconds,
  });
  print(
    `     + tomorrow morning, ${filteredReplay.perSearch.toFixed(0)} statements`,
    'tx/s ',
    replayFiltered,
  );
  console.log(
    `\nTomorrow morning / plain search, same run: ${(filtered.rate / api.rate).toFixed(2)} ` +
      `(goal >= 0.5); p99 at half of its peak ${filteredHalf.p99.toFixed(1)} ms (goal < 50 ms)`,
  );
  console.log(
    `API / pgbench, search statement: ${(api.rate / db.rate).toFixed(2)} ` +
      `(prepared: ${(api.rate / dbPrepared.rate).toFixed(2)})`,
  );
  console.log(`API / pgbench, every statement:   ${(api.rate / replay.rate).toFixed(2)}`);
  console.log(
    `API / pgbench, tomorrow morning:  ${(filtered.rate / dbFiltered.rate).toFixed(2)} (statement), ${(filtered.rate / replayFiltered.rate).toFixed(2)} (every statement)`,
  );
  // A clean stop, so a CPU profile (BENCH_CPU_PROF) is written.
  await stopServer(server);
}

/** A statement as a pgbench script: numbers as variables, text written in as literals. */
function pgbenchScript(query: { toSQL(): { sql: string; params: unknown[] } }, file: string) {
  const { sql: text, params } = query.toSQL();
  const script = [
    ...params.flatMap((p, k) => (typeof p === 'number' ? [`\\set p${k + 1} ${p}`] : [])),
    `${text.replace(/\$(\d+)/g, (_, n: string) => {
      const p = params[Number(n) - 1];
      if (p === null) return 'NULL';
      return typeof p === 'number' ? `:p${n}` : `'${String(p).replace(/'/g, "''")}'`;
    })};`,
  ].join('\n');
  writeFileSync(file, `${script}\n`);
  return file;
}

/** How many businesses the searches match, one line. */
async function describeMatches(base: string, paths: string[], what: string) {
  const totals: number[] = [];
  for (const path of paths) {
    const res = await fetch(base + path);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    totals.push(((await res.json()) as { total: number }).total);
  }
  totals.sort((a, b) => a - b);
  const sum = totals.reduce((a, b) => a + b, 0);
  console.log(
    `Matches per search ${what}: ${totals[0]} to ${totals[totals.length - 1]} (median ${totals[totals.length >> 1]}, ${sum.toLocaleString('en-US')} in all), 10 per page`,
  );
}

/** Every statement the API ran for each path, as one pgbench script per path. */
async function replayScripts(db: Db, pgDir: string, base: string, paths: string[], prefix: string) {
  const probes = await loggedRequests(db, pgDir, paths.length, (i) =>
    fetch(base + paths[i]).then((r) => r.arrayBuffer()),
  );
  const files = probes.map((statements, i) => {
    const file = `${prefix}-${i}.sql`;
    writeFileSync(file, `${statements.map((s) => `${s.text};`).join('\n')}\n`);
    return file;
  });
  return { files, perSearch: probes.reduce((n, p) => n + p.length, 0) / probes.length };
}

/** The API at its peak (autocannon), or paced at `rate` requests per second (open loop). */
const measureApi = (base: string, paths: string[], rate?: number): Promise<Summary> =>
  rate
    ? paced(base, inTurn(paths), { rate, seconds, connections })
    : load(base, rotating(paths), { connections, seconds });

function print(name: string, unit: string, s: Summary) {
  const ms = (v: number) => v.toFixed(2).padStart(7);
  console.log(
    `${name}: ${Math.round(s.rate).toLocaleString('en-US').padStart(6)} ${unit} ` +
      `(${s.count.toLocaleString('en-US')} in all); latency ms p50 ${ms(s.p50)}, p90 ${ms(s.p90)}, ` +
      `p99 ${ms(s.p99)}, max ${ms(s.max)}`,
  );
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
