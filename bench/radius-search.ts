// Load benchmark of the radius search (GET /api/company?lat&lng&miles=15), end to end:
//   npx tsx bench/radius-search.ts [seconds per part, default 10] [connections, default 10]
// Starts a throwaway PostgreSQL 15, loads 100,000 businesses, starts the real API server against
// it, then measures for the same time and with the same concurrency:
//   1. the API with autocannon, over a rotating set of city coordinates;
//   2. the search's own SQL with pgbench (same statement, same parameters, extended protocol);
//   3. every statement the API ran for one search, replayed with pgbench (read from PostgreSQL's
//      statement log: the search and its businesses' services, likes and followers).
// Prints requests per second and latency percentiles of both, and their ratio. Everything it
// started (server, PostgreSQL, temp folder) is removed again, also on failure or Ctrl-C.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { freePort, startPostgres } from '../scripts/postgres.mjs';
import { startProductionServer, stopServer } from './server.ts';
import { loggedRequests } from './statement-log.ts';
import { load, measurePgbench, rotating, type Summary } from './harness.ts';
import { fromPostgres } from '../server/src/db/connection.ts';
import { runMigrations } from '../server/src/db/migrate.ts';
import { nearbyQuery } from '../server/src/modules/discovery/data.ts';
import { nearbyQuerySchema } from '../server/src/modules/discovery/schemas.ts';
import { insertScatteredCompanies } from '../server/src/test/factories.ts';

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
  await database.db.execute(sql`VACUUM ANALYZE`);
  console.log(
    `PostgreSQL 15 with ${BUSINESSES.toLocaleString('en-US')} businesses ready in ${((Date.now() - start) / 1000).toFixed(1)} s`,
  );

  const queries = CITIES.map(([, lat, lng]) =>
    nearbyQuerySchema.parse({ lat: String(lat), lng: String(lng), miles: String(MILES) }),
  );
  const pgbenchFiles = queries.map((q, i) => {
    const { sql: text, params } = nearbyQuery(database.db, q).toSQL();
    const script = [
      ...params.map((p, k) => `\\set p${k + 1} ${Number(p)}`),
      `${text.replace(/\$(\d+)/g, ':p$1')};`,
    ].join('\n');
    const file = join(work, `search-${i}.sql`);
    writeFileSync(file, `${script}\n`);
    return file;
  });
  await database.close();

  start = Date.now();
  const port = await freePort();
  const server = await startProductionServer(port, pg.url, join(work, 'data'));
  cleanups.push(() => server.kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;
  console.log(`API server ready in ${((Date.now() - start) / 1000).toFixed(1)} s at ${base}`);

  const paths = CITIES.map(([, lat, lng]) => `/api/company?lat=${lat}&lng=${lng}&miles=${MILES}`);
  const totals: number[] = [];
  for (const path of paths) {
    const res = await fetch(base + path);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    totals.push(((await res.json()) as { total: number }).total);
  }
  totals.sort((a, b) => a - b);
  console.log(
    `Matches per search within ${MILES} miles: ${totals[0]} to ${totals[totals.length - 1]} (median ${totals[totals.length >> 1]}), 10 per page\n`,
  );
  console.log(`Each part runs ${seconds} s with ${connections} connections.`);

  const logging = fromPostgres(pg.url, 1);
  const probes = await loggedRequests(logging.db, pg.dir, paths.length, (i) =>
    fetch(base + paths[i]).then((r) => r.arrayBuffer()),
  );
  await logging.close();
  const replayFiles = probes.map((statements, i) => {
    const file = join(work, `replay-${i}.sql`);
    writeFileSync(file, `${statements.map((s) => `${s.text};`).join('\n')}\n`);
    return file;
  });
  const perSearch = probes.reduce((n, p) => n + p.length, 0) / probes.length;

  // A warm-up, the peak, then half of it: the latency people meet on a busy day.
  await measureApi(base, paths, 50);
  const api = await measureApi(base, paths);
  print('API  GET /api/company (autocannon)', 'req/s', api);
  const half = await measureApi(base, paths, Math.max(1, Math.round(api.rate / 2)));
  print('     at half of that rate          ', 'req/s', half);
  const db = measurePgbench(pg.url, pgbenchFiles, join(work, 'pgbench'), { connections, seconds });
  print('SQL  same statement (pgbench)     ', 'tx/s ', db);
  const replay = measurePgbench(pg.url, replayFiles, join(work, 'replay'), {
    connections,
    seconds,
  });
  print(`SQL  all ${perSearch.toFixed(0)} statements (pgbench)  `, 'tx/s ', replay);
  console.log(`\nAPI / pgbench, search statement: ${(api.rate / db.rate).toFixed(2)}`);
  console.log(`API / pgbench, every statement:   ${(api.rate / replay.rate).toFixed(2)}`);
  // A clean stop, so a CPU profile (BENCH_CPU_PROF) is written.
  await stopServer(server);
}

/** The API at its peak, or held at `rate` requests per second. */
const measureApi = (base: string, paths: string[], rate?: number): Promise<Summary> =>
  load(base, rotating(paths), { connections, seconds, ...(rate ? { overallRate: rate } : {}) });

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
