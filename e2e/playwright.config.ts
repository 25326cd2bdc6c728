import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// The suite drives the built app (web/dist served by the real server) in Debian's Chromium.
// Playwright's own browser download is never used: see scripts/provision.mjs.
const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;
const root = fileURLToPath(new URL('..', import.meta.url));
const inCI = Boolean(process.env.CI);

// Mail leaves the server over SMTP to a real SMTP server on loopback (scripts/e2e-server.mjs),
// which keeps each message in this folder for the tests to read (e2e/mail.ts).
process.env.E2E_MAIL_DIR ||= join(process.env.E2E_TMP || tmpdir(), `slotmap-e2e-mail-${port}`);

// The server's embedded database and the demo accounts it writes (e2e/demo.ts) live here.
process.env.E2E_DATA_DIR ||= join(process.env.E2E_TMP || tmpdir(), `slotmap-e2e-data-${port}`);

const serverEnv: Record<string, string> = { E2E_PORT: String(port) };
for (const [key, value] of Object.entries(process.env)) {
  if (value !== undefined && !(key in serverEnv)) serverEnv[key] = value;
}

export default defineConfig({
  testDir: '.',
  // E2E_OUTPUT_DIR keeps two runs on one checkout from wiping each other's artifacts.
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: inCI ? 1 : 0,
  forbidOnly: inCI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        headless: true,
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: root,
    env: serverEnv,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the server close its database and the wrapper remove its DATA_DIR.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
