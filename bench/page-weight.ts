// What each page costs a browser on the wire, measured in Debian's Chromium:
//   npm run build && npx tsx bench/page-weight.ts [--files]
// Starts the real server as `npm start` does (its own process, embedded database with the demo
// data, in a temporary DATA_DIR), opens each page in a fresh browser context (empty cache), waits
// until the network is idle, and adds up the JavaScript and CSS the page loaded: bytes on the wire
// (compressed as served) and bytes once decoded. Prints one line per page: the public pages, then
// the spec's other screens as the demo customer, owner and admin see them (their session stored
// as the web app stores it, before the page loads). The first view's JavaScript leaves out what a
// page loads only after it (the map of /find, decision 065; a signed-in page's bell, decision
// 078): the chunks only that part needs, as the build's manifest names them. With --files, each
// page's files follow its line, largest first.
import './zone-rules.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../scripts/postgres.mjs';
import { type DemoRole, demoToken, startDemoServer } from './server.ts';

const root = resolve(import.meta.dirname, '..');
/** Where the web app keeps the session (web/src/lib/session.ts). */
const TOKEN_KEY = 'token';
/** `--files`: each page's files too, largest first. */
const showFiles = process.argv.includes('--files');
/**
 * Each page and who looks at it. `:company` is a demo business near Toronto, `:booking` the
 * customer's next appointment, `:owned` one of the owner's businesses. The service form
 * (/add-service, /edit-service/:id) opens from the business's settings only, which hand it the
 * business: addressed directly, it sends its visitor back to /admin.
 */
const PAGES: { path: string; as?: DemoRole }[] = [
  { path: '/' },
  { path: '/find?lat=43.6532&lng=-79.3832' },
  { path: '/company/:company' },
  { path: '/companies' },
  { path: '/login' },
  { path: '/register' },
  { path: '/create-account' },
  { path: '/business-register' },
  { path: '/forgot' },
  { path: '/profiles' },
  { path: '/dashboard', as: 'customer' },
  { path: '/bookings/:booking', as: 'customer' },
  { path: '/messages', as: 'customer' },
  { path: '/account', as: 'customer' },
  { path: '/favorite', as: 'customer' },
  { path: '/edit-profile', as: 'customer' },
  { path: '/calendar/google/callback', as: 'customer' },
  { path: '/admin', as: 'business owner' },
  { path: '/business/service/:owned', as: 'business owner' },
  { path: '/superadmin', as: 'admin' },
  { path: '/superadmin/business-info/:company', as: 'admin' },
];
/** Parts a page loads after its first view, by the source the manifest names them by. */
const LATER: Record<string, { part: string; after: string }> = {
  '/find': {
    part: 'src/features/discovery/components/company-map.tsx',
    after: 'src/features/discovery/pages/find-page.tsx',
  },
};
/** What every signed-in page loads after its first view: the header's bell (decision 078). */
const BELL = 'src/features/messages/components/notification-bell.tsx';

/** The first item's `_id` of a signed-in list the API answers. */
async function firstId(base: string, token: string, path: string): Promise<string> {
  const res = await fetch(`${base}/api${path}`, { headers: { 'x-auth-token': token } });
  if (!res.ok) throw new Error(`GET /api${path} answered ${res.status}`);
  const body = (await res.json()) as { _id: string }[] | { items: { _id: string }[] };
  const first = (Array.isArray(body) ? body : body.items)[0];
  if (!first) throw new Error(`GET /api${path} listed nothing`);
  return first._id;
}

type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isDynamicEntry?: boolean }
>;

/** A chunk and every chunk it imports, by file name. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const next of chunk.imports ?? []) closure(manifest, next, into);
  return into;
}

/**
 * The files only the later parts of a page need: not the app's entry's, not the page's own. The
 * bell's, where it loaded: not those of any other part of the app the page loaded (its own
 * module, its catalogues), which its first view needed.
 */
function laterFiles(manifest: Manifest, path: string, loaded: Set<string>): Set<string> {
  const files = new Set<string>();
  const later = LATER[path.split('?')[0]];
  if (later) {
    const first = closure(manifest, later.after, closure(manifest, 'index.html'));
    for (const f of closure(manifest, later.part)) if (!first.has(f)) files.add(f);
  }
  const bell = manifest[BELL];
  if (bell && loaded.has(bell.file)) {
    // The parts the page loaded for itself, and those they ask for (its catalogues): not the
    // bell's catalogues, unless another part asks for them too.
    const parts = Object.entries(manifest).filter(
      ([key, chunk]) =>
        key !== BELL && loaded.has(chunk.file) && (chunk.isDynamicEntry || key === 'index.html'),
    );
    const asked = new Set(parts.flatMap(([, chunk]) => chunk.dynamicImports ?? []));
    const first = new Set<string>();
    for (const [key] of parts)
      if (!bell.dynamicImports?.includes(key) || asked.has(key)) closure(manifest, key, first);
    for (const key of [BELL, ...(bell.dynamicImports ?? [])])
      for (const f of closure(manifest, key)) if (loaded.has(f) && !first.has(f)) files.add(f);
  }
  return files;
}

async function main() {
  if (!existsSync(join(root, 'web/dist/index.html'))) {
    console.error('web/dist is missing: run `npm run build` first.');
    process.exit(1);
  }
  // The demo data, one of its businesses for the business page, and the demo people's sessions.
  const { base, dataDir, companyId, stop } = await startDemoServer(
    await freePort(),
    'slotmap-bench-pages-',
  );
  const tokens = {
    customer: await demoToken(base, dataDir, 'customer'),
    'business owner': await demoToken(base, dataDir, 'business owner'),
    admin: await demoToken(base, dataDir, 'admin'),
  } satisfies Record<DemoRole, string>;
  const ids: Record<string, string> = {
    company: companyId,
    booking: await firstId(base, tokens.customer, '/bookings/future'),
    owned: await firstId(base, tokens['business owner'], '/company/mine'),
  };

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
    'page                                          JS wire   first view   JS decoded   CSS wire   requests',
  );
  try {
    for (const { path: pattern, as } of PAGES) {
      const path = pattern.replace(/:(\w+)/g, (_, name: string) => ids[name]);
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      if (as) {
        await context.addInitScript(([key, token]) => localStorage.setItem(key, token), [
          TOKEN_KEY,
          tokens[as],
        ] as const);
      }
      const page = await context.newPage();
      let requests = 0;
      page.on('request', () => requests++);
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
      // A page the browser draws asks for its code only once the shell has run and the session
      // is read; on a busy machine that can come after the network has looked idle for a while.
      for (let before = -1; before !== requests; ) {
        before = requests;
        await page.waitForTimeout(1500);
        await page.waitForLoadState('networkidle');
      }
      // A signed-in page that sends its visitor elsewhere was not measured.
      if (new URL(page.url()).pathname !== path.split('?')[0]) {
        throw new Error(`${pattern} ended up at ${page.url()}`);
      }
      const files = await Promise.all(seen);
      const later = laterFiles(manifest, path, new Set(files.map((f) => f.file)));
      const sum = (type: string, key: 'wire' | 'decoded', which = files) =>
        which.filter((f) => f.type === type).reduce((n, f) => n + f[key], 0);
      const firstView = files.filter((f) => !later.has(f.file));
      const kb = (n: number) => `${(n / 1024).toFixed(0).padStart(5)} kB`;
      const name = `${pattern}${as ? ` (${as})` : ''}`.padEnd(44);
      console.log(
        `${name}  ${kb(sum('script', 'wire'))}     ${kb(sum('script', 'wire', firstView))}  ${kb(sum('script', 'decoded'))}    ${kb(sum('stylesheet', 'wire'))}   ${String(files.length).padStart(4)}`,
      );
      if (showFiles) {
        for (const f of [...files].sort((a, b) => b.wire - a.wire)) {
          console.log(
            `    ${kb(f.wire)}  ${f.file}${later.has(f.file) ? ' (after the first view)' : ''}`,
          );
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    stop();
  }
}

await main();
