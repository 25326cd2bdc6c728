// What the company-page and embedded-database benchmarks share: clean-up steps that also run on
// failure and Ctrl-C, and autocannon runs reduced to one line of figures.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface Summary {
  rate: number;
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

const cleanups: (() => void)[] = [];

/**
 * Registers a synchronous clean-up step (stop PostgreSQL, remove a folder). Steps run last first,
 * once, when the process exits for whatever reason, after the servers are killed: only
 * synchronous work can still run in an 'exit' handler, which is why they are synchronous.
 */
export function onExit(step: () => void): void {
  cleanups.push(step);
}

/** The state letter and parent of a process, from /proc; undefined once it is gone. */
function processState(pid: string): { state: string; parent: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, parent] = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return { state, parent: Number(parent) };
  } catch {
    return undefined;
  }
}

/**
 * Kills this process's children (the servers it spawned, also one still starting, which has no
 * handle yet) and waits until they are gone, so that no server still shutting down (Ctrl-C reaches
 * it too) writes into a data folder the next step removes. A zombie holds no files any more.
 */
function killChildren() {
  const children = readdirSync('/proc').filter((pid) => {
    const p = /^\d+$/.test(pid) ? processState(pid) : undefined;
    return p?.parent === process.pid && p.state !== 'Z';
  });
  for (const pid of children)
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // It ended on its own meanwhile.
    }
  const until = Date.now() + 5_000;
  // A synchronous sleep: nothing asynchronous runs any more once the process is exiting.
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (Date.now() < until && children.some((pid) => (processState(pid)?.state ?? 'Z') !== 'Z'))
    Atomics.wait(pause, 0, 0, 10);
}

function cleanUp() {
  try {
    killChildren();
  } catch (err) {
    console.error(`could not stop the servers: ${(err as Error).message}`);
  }
  while (cleanups.length) {
    try {
      cleanups.pop()?.();
    } catch (err) {
      console.error(`clean-up step failed: ${(err as Error).message}`);
    }
  }
}

/** Runs the clean-up steps on exit; a signal becomes an exit, so they run then too. */
export function installCleanUp(): void {
  process.on('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => {
      console.error(`\n${signal}: stopping`);
      process.exit(130);
    });
}

/**
 * The configuration variables server/src/config.ts reads. They are removed from this process's
 * environment, which the server inherits, so a DATABASE_URL or NODE_ENV left in the shell cannot
 * quietly change what a benchmark measures; each benchmark passes its own.
 */
const SERVER_VARIABLES =
  /^(NODE_ENV|PORT|HOST|DATA_DIR|DATABASE_URL|PUBLIC_URL|JWT_SECRET|SMTP_URL|MAIL_FROM|LOG_LEVEL|SEED_DEMO|TEST_CLOCK|TRUST_PROXY|WAITLIST_HOLD_MINUTES|TWILIO_\w+|STRIPE_\w+|GOOGLE_\w+|CALDAV_\w+)$/;

export function clearServerEnvironment(): void {
  for (const name of Object.keys(process.env))
    if (SERVER_VARIABLES.test(name)) delete process.env[name];
}

type Request = Record<string, unknown>;

/** One autocannon run against `base`; any error, timeout or non-2xx answer fails the benchmark. */
export async function load(
  base: string,
  requests: Request[],
  opts: { connections: number; seconds: number; overallRate?: number; maxRequests?: number },
): Promise<Summary> {
  const result = await autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.seconds,
    requests,
    ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
    ...(opts.maxRequests ? { maxOverallRequests: opts.maxRequests } : {}),
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0)
    throw new Error(
      `${failed} requests failed (${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx)`,
    );
  const count = result.requests.total;
  const l = result.latency;
  return { rate: count / result.duration, count, p50: l.p50, p90: l.p90, p99: l.p99, max: l.max };
}

/** Requests that cycle through `paths` in turn, with the headers a browser sends. */
export function rotating(paths: string[], headers: Record<string, string> = {}): Request[] {
  let next = 0;
  return [
    {
      method: 'GET',
      headers,
      setupRequest: (request: Request) => ({ ...request, path: paths[next++ % paths.length] }),
    },
  ];
}

export function summaryLine(s: Summary, unit = 'req/s'): string {
  const ms = (v: number) => v.toFixed(2).padStart(7);
  return (
    `${Math.round(s.rate).toLocaleString('en-US').padStart(6)} ${unit} ` +
    `(${s.count.toLocaleString('en-US')} in all); latency ms p50 ${ms(s.p50)}, p90 ${ms(s.p90)}, ` +
    `p99 ${ms(s.p99)}, max ${ms(s.max)}`
  );
}

/**
 * pgbench over the scripts (one picked at random per transaction, two threads); latencies come
 * from its per-transaction log. `protocol` is pgbench's `-M`: `extended` plans every statement on
 * every run, as unnamed statements are; `prepared` plans each once per connection, as the API's
 * statements built once are (decision 067).
 */
export function measurePgbench(
  databaseUrl: string,
  files: string[],
  logPrefix: string,
  {
    connections,
    seconds,
    protocol = 'extended',
  }: { connections: number; seconds: number; protocol?: 'extended' | 'prepared' },
): Summary {
  const url = new URL(databaseUrl);
  const args = [
    '-n',
    '-M',
    protocol,
    '-c',
    String(connections),
    '-j',
    '2',
    '-T',
    String(seconds),
    '-h',
    url.hostname,
    '-p',
    url.port,
    '-U',
    url.username,
    '-l',
    `--log-prefix=${logPrefix}`,
    ...files.flatMap((f) => ['-f', f]),
    url.pathname.slice(1),
  ];
  const run = spawnSync('pgbench', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench failed (${run.status}):\n${run.stderr}`);
  const tps = Number(run.stdout.match(/tps = ([\d.]+)/)?.[1]);
  const failedTx = Number(run.stdout.match(/number of failed transactions: (\d+)/)?.[1] ?? 0);
  if (!Number.isFinite(tps) || failedTx > 0) throw new Error(`pgbench:\n${run.stdout}`);
  // Log lines: client_id transaction_no latency_us script_no epoch_s epoch_us
  const dir = join(logPrefix, '..');
  const name = logPrefix.slice(dir.length + 1);
  const latencies = readdirSync(dir)
    .filter((f) => f.startsWith(`${name}.`))
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').trim().split('\n'))
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.floor((latencies.length - 1) * p)];
  return {
    rate: tps,
    count: latencies.length,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: at(1),
  };
}
