// What a request runs on PostgreSQL, read from the server's statement log, and the same
// statements as a pgbench script: the baseline that does the same work as the API.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../server/src/db/connection.ts';
import { sql } from 'drizzle-orm';

export interface LoggedStatement {
  pid: string;
  text: string;
}

/** The log file of a server from scripts/postgres.mjs (beside its data directory). */
export const logFileOf = (dataDir: string) => join(dataDir, '..', 'postgres.log');

/** Logs every statement with its process id, or stops doing so. */
export async function logStatements(db: Db, on: boolean) {
  await db.execute(sql.raw(`ALTER SYSTEM SET log_statement = '${on ? 'all' : 'none'}'`));
  await db.execute(sql.raw(`ALTER SYSTEM SET log_line_prefix = '@@ %p '`));
  await db.execute(sql`SELECT pg_reload_conf()`);
  // The reload reaches every backend before its next statement; a moment for the postmaster.
  await new Promise((r) => setTimeout(r, 300));
}

export const logSize = (file: string) => statSync(file).size;

/**
 * The statements logged between bytes `from` and `to`, with their parameters written in as literals.
 * A log entry starts with the prefix '@@ <pid> '; an extended-protocol statement is logged as
 * `execute <name>: SQL` and followed by `DETAIL:  parameters: $1 = '…', …`.
 */
export function readStatements(file: string, from: number, to: number): LoggedStatement[] {
  const text = readFileSync(file).subarray(from, to).toString('utf8');
  const entries = text.split(/^@@ /m).slice(1);
  const statements: LoggedStatement[] = [];
  for (const entry of entries) {
    const m = /^(\d+) (LOG|DETAIL):\s+([\s\S]*)$/.exec(entry.trimEnd());
    if (!m) continue;
    const [, pid, kind, body] = m;
    if (kind === 'LOG') {
      const s = /^(?:statement|execute [^:]*):\s([\s\S]*)$/.exec(body);
      if (s) statements.push({ pid, text: s[1].trim() });
    } else if (body.startsWith('parameters: ') && statements.at(-1)?.pid === pid) {
      const last = statements[statements.length - 1];
      last.text = withParameters(last.text, body.slice('parameters: '.length));
    }
  }
  return statements;
}

/** `$n` placeholders replaced by the logged values ('…' literals, or NULL). */
function withParameters(text: string, list: string): string {
  const values = new Map<string, string>();
  const re = /\$(\d+) = (NULL|'(?:[^']|'')*')/g;
  for (let m = re.exec(list); m; m = re.exec(list)) values.set(m[1], m[2]);
  return text.replace(/\$(\d+)\b/g, (all, n: string) => values.get(n) ?? all);
}

/**
 * Runs `request(i)` for i < count, one after the other, with the statement log on, and answers
 * the statements each one ran. What the server does in the background (the outbox's polls, the
 * periodic jobs) is left out: whatever shape of statement it logs while idle for a moment first.
 */
export async function loggedRequests(
  db: Db,
  pgDataDir: string,
  count: number,
  request: (i: number) => Promise<unknown>,
): Promise<LoggedStatement[][]> {
  const log = logFileOf(pgDataDir);
  await logStatements(db, true);
  const windows: [number, number][] = [];
  let idle: LoggedStatement[];
  try {
    const from = logSize(log);
    await new Promise((r) => setTimeout(r, 1500));
    idle = readStatements(log, from, logSize(log));
    for (let i = 0; i < count; i++) {
      const start = logSize(log);
      await request(i);
      windows.push([start, logSize(log)]);
    }
  } finally {
    await logStatements(db, false);
  }
  const shape = (text: string) => text.slice(0, 60);
  const background = new Set(idle.map((s) => shape(s.text)));
  return windows.map(([from, to]) =>
    readStatements(log, from, to).filter((s) => !background.has(shape(s.text))),
  );
}

/** The statements of the one transaction on `pid` that ran `marker` (BEGIN to COMMIT). */
export function transactionOf(statements: LoggedStatement[], marker: RegExp): LoggedStatement[] {
  const at = statements.findIndex((s) => marker.test(s.text));
  if (at < 0) throw new Error(`no logged statement matches ${marker}`);
  const { pid } = statements[at];
  const own = statements.filter((s) => s.pid === pid);
  const i = own.indexOf(statements[at]);
  let begin = i;
  while (begin > 0 && !/^begin/i.test(own[begin].text)) begin--;
  let end = i;
  while (end < own.length - 1 && !/^commit/i.test(own[end].text)) end++;
  return own.slice(begin, end + 1);
}
