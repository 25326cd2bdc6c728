// Load benchmark of the business page (GET /api/company/:id), end to end:
//   npx tsx bench/company-page.ts [seconds per part, default 10] [connections, default 10]
// Starts a throwaway PostgreSQL 15 with 1,000 businesses (3 to 10 services each, likes and
// followers), starts the real API server against it, then measures for the same time and with the
// same concurrency:
//   1. the API with autocannon over 100 of the businesses in turn, as a browser asks (Brotli):
//      after a warm-up, at its peak and then paced evenly at half of that rate (open loop);
//   2. pgbench replaying the statements the route runs for one page view, one transaction per
//      view, over the same 100 businesses: planned on every run (extended protocol), and planned
//      once per connection (prepared), as the API's own statement is.
// Prints requests per second and latency percentiles of both, and their ratio. Everything it
// started (server, PostgreSQL, temp folder) is removed again, also on failure or Ctrl-C.
import './zone-rules.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { FORM_FIELD_DEFINITIONS } from '../domain/src/form-fields.ts';
import { freePort, startPostgres } from '../scripts/postgres.mjs';
import { type Db, fromPostgres } from '../server/src/db/connection.ts';
import { runMigrations } from '../server/src/db/migrate.ts';
import { rowsOf } from '../server/src/db/rows.ts';
import { findCompanyView } from '../server/src/modules/companies/data.ts';
import { insertScatteredCompanies } from '../server/src/test/factories.ts';
import {
  clearServerEnvironment,
  installCleanUp,
  load,
  onExit,
  rotating,
  summaryLine,
  measurePgbench,
} from './harness.ts';
import { inTurn, paced } from './paced.ts';
import { startProductionServer, stopServer } from './server.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);
const BUSINESSES = 1_000;
/** Businesses the page rotates over; pgbench takes one script per business and allows 128. */
const PAGES = 100;
/** People who like and follow businesses, so the reactions query counts real rows. */
const FANS = 300;

installCleanUp();
clearServerEnvironment();

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'slotmap-bench-'));
  onExit(() => rmSync(work, { recursive: true, force: true }));

  let start = Date.now();
  const postgres = await startPostgres({ quiet: true });
  onExit(() => postgres.stop());
  const database = fromPostgres(postgres.url, 2);
  let ids: string[];
  try {
    await runMigrations(database);
    const counts = await seed(database.db);
    await database.db.execute(sql`VACUUM ANALYZE`);
    console.log(
      `PostgreSQL 15 with ${BUSINESSES.toLocaleString('en-US')} businesses, ${counts} ready in ${((Date.now() - start) / 1000).toFixed(1)} s`,
    );
    const all = rowsOf(await database.db.execute(sql`SELECT id FROM companies ORDER BY id`));
    const step = Math.floor(all.length / PAGES);
    ids = Array.from({ length: PAGES }, (_, i) => String(all[i * step].id));
  } finally {
    await database.close();
  }
  const scripts = await pageViewScripts(postgres.url, ids, work);

  start = Date.now();
  const port = await freePort();
  const server = await startProductionServer(port, postgres.url, join(work, 'data'));
  const base = `http://127.0.0.1:${port}`;
  console.log(`API server ready in ${((Date.now() - start) / 1000).toFixed(1)} s at ${base}`);

  const paths = ids.map((id) => `/api/company/${id}`);
  let services = 0;
  let bytes = 0;
  for (const path of paths) {
    const res = await fetch(base + path);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    const text = await res.text();
    bytes += Buffer.byteLength(text);
    services += (JSON.parse(text) as { services: unknown[] }).services.length;
  }
  console.log(
    `Each page: ${(services / PAGES).toFixed(1)} services on average, ${(bytes / PAGES / 1024).toFixed(1)} kB of JSON before compression; ` +
      `${scripts.statements} statements per view\n`,
  );
  console.log(
    `Each part runs ${seconds} s with ${connections} connections, over ${PAGES} businesses in turn.`,
  );

  // As a browser asks: the answer goes out Brotli-compressed once it passes 1 kB.
  const requests = rotating(paths, { 'accept-encoding': 'br' });
  await load(base, requests, { connections, seconds: Math.min(3, seconds) });
  const peak = await load(base, requests, { connections, seconds });
  const half = await paced(base, inTurn(paths, { 'accept-encoding': 'br' }), {
    rate: Math.max(1, Math.round(peak.rate / 2)),
    seconds,
    connections,
  });
  await stopServer(server);
  // The server's pool is closed now: pgbench has PostgreSQL to itself, as the API had.
  const db = measurePgbench(postgres.url, scripts.files, join(work, 'pgbench'), {
    connections,
    seconds,
  });
  // The API's statement is prepared once per connection (decision 067): so is pgbench's here.
  const dbPrepared = measurePgbench(postgres.url, scripts.files, join(work, 'pgbench-prepared'), {
    connections,
    seconds,
    protocol: 'prepared',
  });

  const label = (s: string) => s.padEnd(44);
  console.log(`${label('API  GET /api/company/:id, peak')}: ${summaryLine(peak)}`);
  console.log(
    `${label(`     at half of that rate (${Math.round(peak.rate / 2)} req/s)`)}: ${summaryLine(half)}`,
  );
  console.log(
    `${label('SQL  the same statements per view (pgbench)')}: ${summaryLine(db, 'tx/s ')}`,
  );
  console.log(
    `${label('     each prepared once (pgbench -M prepared)')}: ${summaryLine(dbPrepared, 'tx/s ')}`,
  );
  const ratio = peak.rate / db.rate;
  console.log(
    `\nAPI / pgbench: ${ratio.toFixed(2)} (goal ≥ 0.7 ${ratio >= 0.7 ? 'met' : 'MISSED'}); ` +
      `API / pgbench -M prepared: ${(peak.rate / dbPrepared.rate).toFixed(2)}`,
  );
}

/** Services of 3 to 10 a business, some with intake questions, and likes and followers. */
async function seed(db: Db): Promise<string> {
  await insertScatteredCompanies(db, BUSINESSES);
  // The first service of every fifth business asks two questions, as the demo businesses do.
  const intake = JSON.stringify(
    [FORM_FIELD_DEFINITIONS[4], FORM_FIELD_DEFINITIONS[5]].map((f) => ({
      field_category: f.field_category,
      field_label: f.field_label,
      field_type: f.field_type,
      is_required: false,
      options: f.options,
    })),
  );
  await db.execute(sql`
    INSERT INTO services (id, company_id, name, description, price, service_duration,
      book_online, call_to_book, intake_form)
    SELECT gen_random_uuid(), c.id, 'Service ' || s,
      'A ' || d || '-minute appointment with our team; book online or call us.',
      40 + 15 * s, d, s % 3 <> 0, s % 3 = 0,
      CASE WHEN s = 1 AND c.n % 5 = 0 THEN ${intake}::jsonb ELSE '[]'::jsonb END
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM companies) AS c,
      generate_series(1, 3 + (c.n % 8)::int) AS s,
      LATERAL (SELECT (ARRAY[15, 30, 45, 60, 90, 120])[1 + s % 6] AS d) AS duration`);
  await db.execute(sql`
    INSERT INTO users (id, first_name, last_name, email, phone, password_hash)
    SELECT gen_random_uuid(), 'Bench', 'Fan ' || g, 'fan' || g || '@example.com', '4165550100',
      'never-signs-in'
    FROM generate_series(1, ${FANS}::int) AS g`);
  // About 15 likes and 7 followers a business, the same ones on every run.
  await db.execute(sql`
    INSERT INTO company_likes (company_id, user_id)
    SELECT c.id, u.id FROM companies c CROSS JOIN users u
    WHERE abs(hashtext(c.name || u.email)) % 20 = 0`);
  await db.execute(sql`
    INSERT INTO company_follows (company_id, user_id)
    SELECT c.id, u.id FROM companies c CROSS JOIN users u
    WHERE abs(hashtext(u.email || c.name)) % 40 = 0`);
  const [n] = rowsOf(
    await db.execute(sql`SELECT (SELECT count(*) FROM services) AS services,
      (SELECT count(*) FROM company_likes) AS likes, (SELECT count(*) FROM company_follows) AS follows`),
  );
  return `${n.services} services, ${n.likes} likes and ${n.follows} follows`;
}

/**
 * One pgbench script per business: the statements GET /api/company/:id runs for a visitor, taken
 * from the server's own function as the route calls it (findCompanyView), with its parameters
 * written in as literals. pgbench variables hold only numbers, so a uuid cannot
 * be bound as a parameter; the plan is the same, as the server's unnamed statements are planned
 * for their values too.
 */
async function pageViewScripts(url: string, ids: string[], dir: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let logged: string[] = [];
  const db = drizzle(pool, {
    logger: { logQuery: (query, params) => logged.push(withLiterals(query, params)) },
  }) as unknown as Db;
  const files: string[] = [];
  try {
    for (const [i, id] of ids.entries()) {
      logged = [];
      if (!(await findCompanyView(db, id, null, new Date())))
        throw new Error(`business ${id} not found`);
      const file = join(dir, `page-${i}.sql`);
      writeFileSync(file, `${logged.map((s) => `${s};`).join('\n')}\n`);
      files.push(file);
    }
  } finally {
    await pool.end();
  }
  return { files, statements: logged.length };
}

function withLiterals(query: string, params: unknown[]): string {
  return query.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
    const text =
      v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
    // pgbench reads ":name" anywhere in a script as one of its variables, even inside quotes.
    if (/:[A-Za-z0-9_]/.test(text)) throw new Error(`parameter ${text} cannot go into pgbench`);
    return `'${text.replace(/'/g, "''")}'`;
  });
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
