// What each page costs a browser on the wire, measured in Debian's Chromium:
//   npm run build && npx tsx bench/page-weight.ts
// Starts the real server as `npm start` does (its own process, embedded database with the demo
// data, in a temporary DATA_DIR), opens each page in a fresh browser context (empty cache), waits
// until the network is idle, and adds up the JavaScript and CSS the page loaded: bytes on the wire
// (compressed as served) and bytes once decoded. Prints one line per page.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../scripts/postgres.mjs';
import { startDemoServer } from './server.ts';

const root = resolve(import.meta.dirname, '..');
const PAGES = ['/', '/find?lat=43.6532&lng=-79.3832', '/company/:id', '/login'];

async function main() {
  if (!existsSync(join(root, 'web/dist/index.html'))) {
    console.error('web/dist is missing: run `npm run build` first.');
    process.exit(1);
  }
  // The demo data, and one of its businesses for the business page.
  const { base, companyId, stop } = await startDemoServer(await freePort(), 'slotmap-bench-pages-');

  const browser = await chromium.launch({
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
  });
  console.log(`Page weight, ${new Date().toISOString().slice(0, 10)}, Chromium, empty cache`);
  console.log('page                          JS wire   JS decoded   CSS wire   requests');
  try {
    for (const path of PAGES.map((p) => p.replace(':id', companyId))) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      const seen: Promise<{ type: string; wire: number; decoded: number }>[] = [];
      page.on('requestfinished', (request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        seen.push(
          request.sizes().then(async (sizes) => ({
            type,
            wire: sizes.responseBodySize,
            decoded: (await (await request.response())?.body())?.length ?? 0,
          })),
        );
      });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const files = await Promise.all(seen);
      const sum = (type: string, key: 'wire' | 'decoded') =>
        files.filter((f) => f.type === type).reduce((n, f) => n + f[key], 0);
      const kb = (n: number) => `${(n / 1024).toFixed(0).padStart(5)} kB`;
      const name = path.replace(companyId, ':id').padEnd(28);
      console.log(
        `${name}  ${kb(sum('script', 'wire'))}  ${kb(sum('script', 'decoded'))}    ${kb(sum('stylesheet', 'wire'))}   ${String(files.length).padStart(4)}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    stop();
  }
}

await main();
