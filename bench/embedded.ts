// The embedded database (PGlite) against PostgreSQL 15, through the API:
//   npx tsx bench/embedded.ts [seconds per part, default 10]
// Starts the server twice, one after the other, each as `npm start` starts it (development mode,
// logging on, demo data seeded at start): first with only DATA_DIR (embedded PGlite), then with
// DATABASE_URL pointing at a throwaway PostgreSQL 15. On each, autocannon with 10 connections, a
// warm-up and then the measured run, loads:
//   GET /api/company/:id (a demo business), the radius search around Toronto, the slots of one of
//   that business's services, and POST /api/bookings (each request another free slot).
// Then prints requests per second on both and their ratio, and the server process's memory
// (/proc/<pid>/status: VmRSS now, VmHWM the most it has been) after start and after each part;
// the PGlite server is started a second time on its data to show a start without initdb and seed.
// The first start runs initdb in a process of its own (server/src/db/pglite-cluster.ts): its peak
// is shown apart.
// Everything it started (servers, PostgreSQL, temp folder) is removed again, also on failure or
// Ctrl-C.
import './zone-rules.ts';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startPostgres } from '../scripts/postgres.mjs';
import {
  clearServerEnvironment,
  installCleanUp,
  load,
  onExit,
  rotating,
  type Summary,
} from './harness.ts';
import { startServer, stopServer } from './server.ts';

const seconds = Number(process.argv[2] ?? 10);
const CONNECTIONS = 10;
const WARM_UP = Math.min(3, seconds);
const RADIUS_SEARCH = '/api/company?lat=43.6532&lng=-79.3832&miles=15';
/** As a browser asks: answers over 1 kB go out Brotli-compressed. */
const BROWSER = { 'accept-encoding': 'br' };
/** The server's limits (server/src/config.ts): bookings per customer an hour, sign-ups per address. */
const BOOKINGS_PER_CUSTOMER = 20;
const SIGN_UPS_PER_ADDRESS = 20;
/**
 * Customers and free slots are prepared for this many bookings a second over the warm-up and the
 * run; a server that books faster runs out, and the benchmark says so.
 */
const BOOKINGS_PER_SECOND = 400;

const LINES = [
  'GET /api/company/:id',
  'GET /api/company?lat&lng&miles=15',
  'GET /api/company/:id/slots',
  'POST /api/bookings',
];
const CHECKPOINTS = ['after start', 'after the reads', 'after the sign-ups', 'after the bookings'];

/** VmRSS and VmHWM in kB. */
type Memory = { rss: number; peak: number };
type Measured = {
  startSeconds: number;
  /** The peak of the process that made the embedded database (initdb), if the server ran one. */
  initdbPeak: number;
  memory: Memory[];
  results: Summary[];
  notes: string[];
};
type ServiceView = { _id: string; book_online: boolean; intakeForm: { is_required: boolean }[] };
type CompanyView = { _id: string; services: ServiceView[] };
type SlotsView = {
  days: {
    date: string;
    slots: { start_time: number; start: string; end: string; unavailable: string | null }[];
  }[];
};

installCleanUp();
clearServerEnvironment();

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'slotmap-bench-'));
  onExit(() => rmSync(work, { recursive: true, force: true }));
  console.log(`${CONNECTIONS} connections, ${WARM_UP} s warm-up, then ${seconds} s measured.\n`);

  const embeddedEnv = { DATA_DIR: join(work, 'embedded') };
  const embedded = await measure('PGlite', embeddedEnv);
  const restarted = await startServer(await freePort(), embeddedEnv);
  const again = memoryOf(restarted.pid as number);
  await stopServer(restarted);
  const postgres = await startPostgres({ quiet: true });
  onExit(() => postgres.stop());
  const server = await measure('PostgreSQL', {
    DATA_DIR: join(work, 'postgres'),
    DATABASE_URL: postgres.url,
  });

  const row = (label: string, a: string, b: string, rest = '') =>
    console.log(`${label.padEnd(38)}${a.padStart(16)}${b.padStart(16)}${rest}`);
  const mb = (m: Memory) => `${(m.rss / 1024).toFixed(0)} / ${(m.peak / 1024).toFixed(0)} MB`;
  console.log('');
  row('', 'PGlite', 'PostgreSQL', '   ratio');
  LINES.forEach((line, i) => {
    const [a, b] = [embedded.results[i], server.results[i]];
    const ratio = a.rate / b.rate;
    const verdict = ratio >= 0.5 ? 'goal ≥ 0.5 met' : 'goal ≥ 0.5 MISSED';
    const rate = (s: Summary) => `${s.rate.toFixed(0)} req/s`;
    row(line, rate(a), rate(b), `${ratio.toFixed(2).padStart(8)}  ${verdict}`);
    row('  latency p50 / p99 ms', `${a.p50} / ${a.p99}`, `${b.p50} / ${b.p99}`);
  });
  const started = (m: Measured) => `${m.startSeconds.toFixed(1)} s`;
  row('server start (migrations, demo seed)', started(embedded), started(server));
  for (const [i, when] of CHECKPOINTS.entries())
    row(`RSS / peak ${when}`, mb(embedded.memory[i]), mb(server.memory[i]));
  row('RSS / peak after a restart on its data', mb(again), '');
  if (embedded.initdbPeak > 0)
    row(
      'peak of initdb (its own process, first start)',
      `${(embedded.initdbPeak / 1024).toFixed(0)} MB`,
      '',
    );
  const peak = embedded.memory[CHECKPOINTS.length - 1].peak / 1024;
  const verdict = peak < 400 ? 'goal < 400 MB met' : 'goal < 400 MB MISSED';
  console.log(`PGlite server peak ${peak.toFixed(0)} MB: ${verdict}`);
  for (const note of [...embedded.notes, ...server.notes]) console.log(note);
}

/** One server, started as `npm start` does, loaded request by request. */
async function measure(name: string, env: Record<string, string>): Promise<Measured> {
  const started = Date.now();
  const port = await freePort();
  const initdb = watchInitdb();
  const child = await startServer(port, env).finally(initdb.stop);
  const pid = child.pid as number;
  const startSeconds = (Date.now() - started) / 1000;
  const memory = [memoryOf(pid)];
  const base = `http://127.0.0.1:${port}`;
  console.log(`${name}: server ready in ${startSeconds.toFixed(1)} s (pid ${pid})`);

  // The page and slots of the first business near Toronto that books online.
  const near = await getJson<{ items: CompanyView[] }>(base, RADIUS_SEARCH);
  const business = near.items.find((c) => bookable(c));
  if (!business) throw new Error(`${name}: no business near Toronto books online`);
  const gets = [
    `/api/company/${business._id}`,
    RADIUS_SEARCH,
    `/api/company/${business._id}/slots?service=${bookable(business)?._id}`,
  ];
  const results: Summary[] = [];
  for (const path of gets) {
    const requests = rotating([path], BROWSER);
    await load(base, requests, { connections: CONNECTIONS, seconds: WARM_UP });
    results.push(await load(base, requests, { connections: CONNECTIONS, seconds }));
  }
  memory.push(memoryOf(pid));

  // Bookings last: they change what the reads above read.
  const bodies = await freeSlots(base, BOOKINGS_PER_SECOND * (WARM_UP + seconds));
  const tokens = await signUpCustomers(base, Math.ceil(bodies.length / BOOKINGS_PER_CUSTOMER));
  memory.push(memoryOf(pid));
  let made = 0;
  const bookings = [
    {
      method: 'POST',
      path: '/api/bookings',
      // Booking i is customer i / 20's, so no customer passes the hourly limit.
      setupRequest: (req: Record<string, unknown>) => {
        const i = made++;
        const token = tokens[Math.floor(i / BOOKINGS_PER_CUSTOMER)];
        const headers = { 'content-type': 'application/json', 'x-auth-token': token };
        return { ...req, headers, body: JSON.stringify(bodies[i]) };
      },
    },
  ];
  // Capped at the bookings prepared: each connection stops once its share is made.
  const book = (s: number) =>
    load(base, bookings, {
      connections: CONNECTIONS,
      seconds: s,
      maxRequests: bodies.length - made,
    });
  await book(WARM_UP);
  if (bodies.length - made < CONNECTIONS) throw new Error(`${name}: too few bookings prepared`);
  results.push(await book(seconds));
  const notes = [];
  if (made >= bodies.length) notes.push(`${name}: the prepared bookings ran out during the run.`);

  memory.push(memoryOf(pid));
  await stopServer(child);
  return { startSeconds, initdbPeak: initdb.peak(), memory, results, notes };
}

/**
 * The peak (VmHWM, kB) of the process a starting server runs initdb in (server/src/db/
 * pglite-cluster.ts), sampled while the server starts: a grandchild of this process.
 */
function watchInitdb() {
  let peak = 0;
  const parentOf = (pid: string) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[1]);
    } catch {
      return -1;
    }
  };
  const timer = setInterval(() => {
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      const parent = parentOf(pid);
      if (parent <= 0 || parentOf(String(parent)) !== process.pid) continue;
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('PGlite.create')) continue;
        peak = Math.max(peak, memoryOf(Number(pid)).peak);
      } catch {
        // It ended meanwhile.
      }
    }
  }, 100);
  return { stop: () => clearInterval(timer), peak: () => peak };
}

function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => {
    const value = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    if (!value) throw new Error(`no ${field} for process ${pid}`);
    return Number(value);
  };
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** The first service a customer can book online without answering required questions. */
function bookable(c: CompanyView): ServiceView | undefined {
  return c.services.find((s) => s.book_online && !s.intakeForm.some((q) => q.is_required));
}

async function getJson<T>(base: string, path: string): Promise<T> {
  const res = await fetch(base + path);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * `count` bookings of free slots of the demo businesses, no two of one business overlapping, in
 * turn across the businesses as many customers would book; from tomorrow on, so none has started.
 */
async function freeSlots(base: string, count: number) {
  const businesses: CompanyView[] = [];
  for (let page = 1; ; page++) {
    const path = `/api/company/lists?limit=50&page=${page}`;
    const { items } = await getJson<{ items: CompanyView[] }>(base, path);
    businesses.push(...items.filter((c) => bookable(c)));
    if (items.length < 50) break;
  }
  const perBusiness = Math.ceil(count / businesses.length);
  const lists = [];
  for (const c of businesses) {
    const service = bookable(c) as ServiceView;
    const path = `/api/company/${c._id}/slots?service=${service._id}`;
    const { days } = await getJson<SlotsView>(base, path);
    const picked = [];
    let free = Date.now() + 86_400_000;
    for (const day of days)
      for (const s of day.slots) {
        if (picked.length === perBusiness || s.unavailable || Date.parse(s.start) < free) continue;
        const when = { start_date: day.date, start_time: s.start_time };
        picked.push({ company: c._id, service: service._id, ...when, text: '', intakeForm: [] });
        free = Date.parse(s.end);
      }
    lists.push(picked);
  }
  const bodies = [];
  for (let k = 0; k < perBusiness; k++) for (const list of lists) if (list[k]) bodies.push(list[k]);
  return bodies.slice(0, count);
}

/**
 * Fresh customers, signed up through the API. The server lets one address sign up 20 people per
 * window, as it would 20 people behind one home router; the benchmark's customers come from
 * addresses of their own on the loopback network (127.0.0.2 on), as real ones come from theirs.
 */
async function signUpCustomers(base: string, count: number): Promise<string[]> {
  if (count > 250 * SIGN_UPS_PER_ADDRESS) throw new Error('more customers than loopback addresses');
  const { hostname, port } = new URL(base);
  const stamp = Date.now().toString(36);
  const signUp = (i: number) =>
    new Promise<string>((resolve, reject) => {
      const body = JSON.stringify({
        firstName: 'Bench',
        lastName: 'Customer',
        email: `bench-${stamp}-${i}@example.com`,
        phone: '4165550100',
        password: 'bench-password',
      });
      const localAddress = `127.0.0.${2 + Math.floor(i / SIGN_UPS_PER_ADDRESS)}`;
      const headers = { 'content-type': 'application/json' };
      const req = request(
        { host: hostname, port, path: '/api/users', method: 'POST', localAddress, headers },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () =>
            res.statusCode === 201
              ? resolve((JSON.parse(text) as { token: string }).token)
              : reject(new Error(`sign-up ${i}: ${res.statusCode} ${text}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const tokens: string[] = [];
  // Four at a time: each sign-up hashes a password (argon2) on the server's thread pool.
  for (let i = 0; i < count; i += 4) {
    const batch = Array.from({ length: Math.min(4, count - i) }, (_, j) => signUp(i + j));
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
