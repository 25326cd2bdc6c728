import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { withZoneRules } from '../scripts/zone-rules.mjs';

const root = resolve(import.meta.dirname, '..');

/**
 * The real server (server/src/main.ts) in its own process, so the load generator does not share
 * its event loop: `env` on top of this process's environment, stdout dropped, stderr shown.
 * Resolves once GET /api/health answers. With BENCH_CPU_PROF=<folder> the server writes a CPU
 * profile there when it stops (`npx tsx bench/profile-summary.ts <folder>` reads it).
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const profile = process.env.BENCH_CPU_PROF;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profile)}`] : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...withZoneRules(), PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`server exited while starting (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 120 s');
}

/**
 * The server as production runs it, on a PostgreSQL server and with no demo data, for the load
 * benchmarks. Production needs a mail transport to start; the benchmarks send no mail, so the
 * address given is never reached.
 */
export function startProductionServer(
  port: number,
  databaseUrl: string,
  dataDir: string,
): Promise<ChildProcess> {
  return startServer(port, {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:9',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  });
}

/** Stops the server and waits until it has closed its connections. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The server as a newcomer starts it, for the page benchmarks: the embedded database with the
 * demo data in a temporary DATA_DIR (removed again on exit), and a demo business to open.
 */
export async function startDemoServer(
  port: number,
  prefix: string,
): Promise<{ base: string; dataDir: string; companyId: string; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const server = await startServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  const search = await (
    await fetch(`${base}/api/company?lat=43.6532&lng=-79.3832&miles=15`)
  ).json();
  return { base, dataDir, companyId: search.items[0]._id as string, stop };
}

/** The demo accounts' roles, as `demo-accounts.txt` names them (server/src/seed/demo.ts). */
export type DemoRole = 'customer' | 'business owner' | 'admin';

/** Signs a demo account in, as the web app does: its session token. */
export async function demoToken(base: string, dataDir: string, role: DemoRole): Promise<string> {
  const lines = readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8').split('\n');
  const line = lines.find((l) => l.startsWith(`${role} `) && /\S+@\S+\s+\S+$/.test(l));
  if (!line) throw new Error(`No demo ${role} in ${dataDir}/demo-accounts.txt`);
  const [email, password] = line.trim().split(/\s+/).slice(-2);
  const login = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`The demo ${role} could not sign in (${login.status})`);
  return ((await login.json()) as { token: string }).token;
}
