import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { icsCalendar, icsStamp } from './ics-text.ts';
import { filledBeforeAll } from './suite.ts';

/**
 * A real CalDAV server for tests: Debian's Radicale on loopback, with its own folder and one
 * user per test file. `node scripts/provision.mjs` installs it; a missing binary fails loudly.
 */

export const RADICALE_BIN = process.env.RADICALE_PATH || '/usr/bin/radicale';

export interface Radicale {
  /** http://127.0.0.1:{port}/ */
  url: string;
  username: string;
  password: string;
  /** Creates an event calendar; answers its address. */
  makeCalendar(name: string): Promise<string>;
  /** Someone's own event, straight on the server (not through Slotmap). */
  addEvent(calendarUrl: string, uid: string, start: Date, end: Date): Promise<void>;
  /** An object stored as given, under any name (CalDAV does not require `.ics`). */
  putObject(calendarUrl: string, name: string, ics: string): Promise<void>;
  /** The .ics text of every object in the calendar. */
  objects(calendarUrl: string): Promise<string[]>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startRadicale(
  username = 'ada',
  password = 'radicale-pass',
): Promise<Radicale> {
  if (!existsSync(RADICALE_BIN))
    throw new Error(
      `${RADICALE_BIN} is missing: the calendar tests need a real CalDAV server. Install it with ` +
        '`apt-get install radicale` (or run `node scripts/provision.mjs` as root).',
    );
  const dir = mkdtempSync(join(tmpdir(), 'slotmap-radicale-'));
  const port = await freePort();
  writeFileSync(join(dir, 'users'), `${username}:${password}\n`);
  writeFileSync(
    join(dir, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      '[storage]',
      `filesystem_folder = ${join(dir, 'collections')}`,
      '[rights]',
      'type = owner_only',
      '[logging]',
      'level = warning',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(RADICALE_BIN, ['--config', join(dir, 'config')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${port}/`;
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const call = (target: string, init: RequestInit = {}) =>
    fetch(target, { ...init, headers: { authorization, ...init.headers } });

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Radicale exited: ${stderr}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Radicale did not start on ${url}: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    url,
    username,
    password,
    async makeCalendar(name) {
      const address = `${url}${username}/${name}/`;
      const res = await call(address, { method: 'MKCALENDAR' });
      if (res.status !== 201) throw new Error(`MKCALENDAR ${address}: ${res.status}`);
      return address;
    },
    async addEvent(calendarUrl, uid, start, end) {
      const body = icsCalendar(
        'BEGIN:VEVENT',
        `UID:${uid}`,
        `DTSTAMP:${icsStamp(new Date())}`,
        `DTSTART:${icsStamp(start)}`,
        `DTEND:${icsStamp(end)}`,
        'SUMMARY:Dentist of my own',
        'END:VEVENT',
      );
      const res = await call(`${calendarUrl}${encodeURIComponent(uid)}.ics`, {
        method: 'PUT',
        headers: { 'content-type': 'text/calendar; charset=utf-8' },
        body,
      });
      if (!res.ok) throw new Error(`PUT event: ${res.status}`);
    },
    async putObject(calendarUrl, name, ics) {
      const res = await call(`${calendarUrl}${encodeURIComponent(name)}`, {
        method: 'PUT',
        headers: { 'content-type': 'text/calendar; charset=utf-8' },
        body: ics,
      });
      if (!res.ok) throw new Error(`PUT ${name}: ${res.status} ${await res.text()}`);
    },
    async objects(calendarUrl) {
      const res = await call(calendarUrl, {
        method: 'REPORT',
        headers: { depth: '1', 'content-type': 'application/xml; charset=utf-8' },
        body:
          '<?xml version="1.0"?><C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">' +
          '<D:prop><C:calendar-data/></D:prop><C:filter><C:comp-filter name="VCALENDAR"/></C:filter>' +
          '</C:calendar-query>',
      });
      const xml = await res.text();
      return [...xml.matchAll(/<C:calendar-data[^>]*>([\s\S]*?)<\/C:calendar-data>/gi)].map((m) =>
        m[1]
          .replace(/&#13;/g, '\r')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      );
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Radicale for a describe block: started before its tests, stopped after them. */
export const suiteRadicale = (username?: string, password?: string) =>
  filledBeforeAll(
    () => startRadicale(username, password),
    (radicale) => radicale.stop(),
  );
