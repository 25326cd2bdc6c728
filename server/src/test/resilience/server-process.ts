import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../../..');
const TAIL_LINES = 200;

/** Process groups started here and not yet killed. */
const live = new Set<number>();

/**
 * The servers run in groups of their own, so a Ctrl-C or a stopped test run would not reach
 * them: they are killed when this process ends, however it ends short of SIGKILL.
 */
function killAllOnExit() {
  const killAll = () => {
    for (const pid of live) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
  };
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAll();
      // Nobody else handles it: end the way the signal would have.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}
let exitHooked = false;

/** A Slotmap server started as `npm run serve` starts it, in a process group of its own. */
export interface ServerProcess {
  name: string;
  url: string;
  /** The last lines the process wrote, for the report of a failed check. */
  tail(): string;
  /** SIGKILL to the whole group (tsx and the node process it starts): no shutdown code runs. */
  kill(): Promise<void>;
}

/** A port that is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * Starts `tsx server/src/main.ts` with exactly `env` (plus PATH and HOME) and waits until
 * /api/health answers. A server that exits or does not answer within a minute fails the start,
 * with its output in the error.
 */
export async function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      lines.push(`[${name}] ${line}`);
      if (lines.length > TAIL_LINES) lines.shift();
    }
  };
  // tsx runs the server in a child node process: a group of its own lets one signal reach both.
  const child = spawn(resolve(root, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      // The project's time-zone rules, as the test run has them (scripts/zone-rules.mjs).
      ...(process.env.ICU_TIMEZONE_FILES_DIR
        ? { ICU_TIMEZONE_FILES_DIR: process.env.ICU_TIMEZONE_FILES_DIR }
        : {}),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  if (!exitHooked) {
    exitHooked = true;
    killAllOnExit();
  }
  if (child.pid !== undefined) live.add(child.pid);
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const server: ServerProcess = {
    name,
    url: `http://127.0.0.1:${port}`,
    tail: () => lines.join('\n'),
    kill: () => killGroup(child, exited),
  };
  try {
    await waitUntilHealthy(server, child);
  } catch (err) {
    await server.kill();
    throw new Error(`${name}: ${(err as Error).message}\n${server.tail()}`);
  }
  return server;
}

async function waitUntilHealthy(server: ServerProcess, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`exited (${child.exitCode ?? child.signalCode}) before it answered`);
    const ok = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('did not answer /api/health within 60 s');
}

async function killGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  live.delete(pid);
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
  await exited;
  // The node process under tsx is reaped by init; wait until no member of the group is left.
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`process group ${pid} still alive 5 s after SIGKILL`);
}
