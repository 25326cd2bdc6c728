// What each page costs a browser on the wire, measured in Debian's Chromium:
//   npm run build && npx tsx bench/page-weight.ts
// Starts the real server as `npm start` does (its own process, embedded database with the demo
// data, in a temporary DATA_DIR), opens each page in a fresh browser context (empty cache), waits
// until the network is idle, and adds up the JavaScript and CSS the page loaded: bytes on the wire
// (compressed as served) and bytes once decoded. Prints one line per page. The first view's
// JavaScript leaves out what a page loads only after it (the map of /find, decision 065): the
// chunks only that part needs, as the build's manifest names them.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../scripts/postgres.mjs';
import { startDemoServer } from './server.ts';

const root = resolve(import.meta.dirname, '..');
const PAGES = ['/', '/find?lat=43.6532&lng=-79.3832', '/company/:id', '/companies', '/login'];
/** Parts a page loads after its first view, by the source the manifest names them by. */
const LATER: Record<string, { part: string; after: string }> = {
  '/find': {
    part: 'src/features/discovery/components/company-map.tsx',
    after: 'src/features/discovery/pages/find-page.tsx',
  },
};

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** A chunk and every chunk it imports, by file name. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const next of chunk.imports ?? []) closure(manifest, next, into);
  return into;
}

/** The files only the later part of a page needs: not the app's entry's, not the page's own. */
function laterFiles(manifest: Manifest, path: string): Set<string> {
  const later = LATER[path.split('?')[0]];
  if (!later) return new Set();
  const first = closure(manifest, later.after, closure(manifest, 'index.html'));
  return new Set([...closure(manifest, later.part)].filter((f) => !first.has(f)));
}

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
  const manifest: Manifest = JSON.parse(
    readFileSync(join(root, 'web/dist/.vite/manifest.json'), 'utf8'),
  );
  console.log(
    'page                          JS wire   first view   JS decoded   CSS wire   requests',
  );
  try {
    for (const path of PAGES.map((p) => p.replace(':id', companyId))) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      const seen: Promise<{ type: string; file: string; wire: number; decoded: number }>[] = [];
      page.on('requestfinished', (request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        seen.push(
          request.sizes().then(async (sizes) => ({
            type,
            file: new URL(request.url()).pathname.slice(1),
            wire: sizes.responseBodySize,
            decoded: (await (await request.response())?.body())?.length ?? 0,
          })),
        );
      });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const files = await Promise.all(seen);
      const later = laterFiles(manifest, path);
      const sum = (type: string, key: 'wire' | 'decoded', which = files) =>
        which.filter((f) => f.type === type).reduce((n, f) => n + f[key], 0);
      const firstView = files.filter((f) => !later.has(f.file));
      const kb = (n: number) => `${(n / 1024).toFixed(0).padStart(5)} kB`;
      const name = path.replace(companyId, ':id').padEnd(28);
      console.log(
        `${name}  ${kb(sum('script', 'wire'))}     ${kb(sum('script', 'wire', firstView))}  ${kb(sum('script', 'decoded'))}    ${kb(sum('stylesheet', 'wire'))}   ${String(files.length).padStart(4)}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    stop();
  }
}

await main();
