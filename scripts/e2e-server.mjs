#!/usr/bin/env node
// The real app for the end-to-end suite (started by e2e/playwright.config.ts as its webServer):
// the server from source on the embedded database in a fresh temporary DATA_DIR, serving the
// already built web/dist, on 127.0.0.1:E2E_PORT (default 3100). NODE_ENV=test keeps mail in the
// development mailbox. The data directory is removed when the server stops.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { withZoneRules } from './zone-rules.mjs';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.E2E_PORT || 3100);

if (!existsSync(join(root, 'web/dist/index.html'))) {
  console.error('web/dist/index.html is missing: build the web app first (npm run build).');
  process.exit(1);
}

// E2E_TMP lets the test runner keep everything it creates under one folder it removes at the end.
const tmpRoot = process.env.E2E_TMP || tmpdir();
mkdirSync(tmpRoot, { recursive: true });
// E2E_DATA_DIR (set by e2e/playwright.config.ts) names the folder, so the tests can read the demo
// accounts the server writes there (e2e/demo.ts); it is emptied first.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpRoot, 'slotmap-e2e-data-'));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env = {
  ...withZoneRules(),
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
  // The suite moves the server's clock (PUT /api/dev/clock) to make appointments lie in the past.
  TEST_CLOCK: 'true',
  // Every journey signs its people up from this one address; the limit itself is tested by the
  // API suite.
  REGISTRATIONS_PER_ADDRESS: '1000',
  // The calendar journey connects a Radicale server on loopback (decision 047).
  CALDAV_ALLOW_PRIVATE: 'true',
};
// The end-to-end suite runs on the embedded database; never on a server someone configured.
delete env.DATABASE_URL;
delete env.TEST_DATABASE_URL;
delete env.SMTP_URL;

// With E2E_MAIL_DIR, mail goes over SMTP to a real SMTP server on loopback that writes each
// message to that folder as an .eml file (emptied first), where the tests read it.
const mailDir = process.env.E2E_MAIL_DIR;
let smtp;
if (mailDir) {
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  const { SMTPServer } = await import('smtp-server');
  let received = 0;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        received += 1;
        const name = `${String(received).padStart(5, '0')}.eml`;
        writeFileSync(join(mailDir, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(0, '127.0.0.1', resolve);
  });
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
}

// `node --import tsx` rather than the tsx CLI: one process, so signals reach the server directly.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});

let cleaned = false;
const cleanUp = () => {
  if (cleaned) return;
  cleaned = true;
  smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanUp);

// Playwright stops the web server by signalling the process group; pass the signal on and wait.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (err) => {
  console.error(`Could not start the server: ${err.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
});
