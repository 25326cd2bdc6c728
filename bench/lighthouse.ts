// Lighthouse mobile performance and SEO scores of the built web app, measured in Debian's Chromium:
//   npm run build && npx tsx bench/lighthouse.ts [runs per page, default 3]
// Starts the real server as `npm start` does (its own process, embedded database with the demo
// data, in a temporary DATA_DIR) and runs Lighthouse's default config (mobile form factor,
// simulated throttling, the performance and SEO categories) on each page, each run in a fresh
// Chrome with an empty profile. Prints the median score and metrics per page, then what Lighthouse says is left to gain
// on the median run. Simulated throttling scales with the host's speed, so on a shared machine the
// figures move from run to run: the benchmark index column says how busy the machine was.
import './zone-rules.ts';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort } from '../scripts/postgres.mjs';
import { METRICS, printReport } from './lighthouse-report.ts';
import { demoToken, startDemoServer } from './server.ts';

const root = resolve(import.meta.dirname, '..');
const INDEX_HTML = join(root, 'web/dist/index.html');
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/find?lat=43.6532&lng=-79.3832', signedIn: false },
  { path: '/company/:id', signedIn: false },
  { path: '/companies', signedIn: false },
  { path: '/dashboard', signedIn: true },
];
const CHROME_FLAGS = (
  '--headless --no-sandbox --disable-gpu --disable-background-networking ' +
  '--disable-component-update --disable-sync --no-first-run'
).split(' ');
/** Where the web app keeps the session (web/src/lib/session.ts). */
const TOKEN_KEY = 'token';

/** A run that did not measure the page is an error, never a low score. */
function checkRun(lhr: Result, url: string): void {
  if (lhr.runtimeError) {
    throw new Error(
      `Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  if (lhr.categories.performance?.score == null) throw new Error(`${url} got no performance score`);
  if (lhr.categories.seo?.score == null) throw new Error(`${url} got no SEO score`);
  for (const { id } of METRICS) {
    if (lhr.audits[id]?.numericValue === undefined) {
      throw new Error(`Lighthouse measured no ${id} on ${url}: ${lhr.audits[id]?.errorMessage}`);
    }
  }
  // The app sends a visitor without a session to /login: a dashboard that ends up there was
  // measured signed out, and its score would be the login page's.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended up at ${lhr.finalDisplayedUrl}`);
  }
}

/**
 * NO_NAVSTART means Lighthouse failed to record the trace (it happens now and then with this
 * Chromium), not that the page failed: that run is made once more, and said so.
 */
async function measureAgainOnNoNavstart(url: string, base: string, token: string | null) {
  try {
    return await measure(url, base, token);
  } catch (err) {
    if (!(err instanceof Error) || !err.message.includes('NO_NAVSTART')) throw err;
    process.stderr.write('  the trace was not recorded (NO_NAVSTART): measuring once more\n');
    return measure(url, base, token);
  }
}

/**
 * One Lighthouse run in a fresh Chrome (empty profile and cache). Lighthouse drives a tab that is
 * opened here, so that for a signed-in page the session token can be stored first: it goes in
 * through a tiny JSON page of the same origin, so none of the app's files get cached, the cache is
 * cleared anyway, and Lighthouse runs with disableStorageReset so that it keeps the token.
 */
async function measure(url: string, base: string, token: string | null): Promise<Result> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    const flags: Flags = {
      onlyCategories: ['performance', 'seo'],
      logLevel: 'error',
      output: 'json',
    };
    if (token !== null) {
      await page.goto(`${base}/api/health`);
      await page.evaluate((key, value) => localStorage.setItem(key, value), TOKEN_KEY, token);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      flags.disableStorageReset = true;
    }
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    checkRun(result.lhr, url);
    return result.lhr;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/** When web/dist was last built, to tell a failure that a rebuild during the run caused. */
function builtAt(): number | null {
  return existsSync(INDEX_HTML) ? statSync(INDEX_HTML).mtimeMs : null;
}
const startedWith = builtAt();

async function main() {
  if (startedWith === null) {
    console.error('web/dist is missing: run `npm run build` first.');
    process.exit(1);
  }
  const runs = Number(process.argv[2] ?? 3);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`Runs per page must be a whole number of at least 1, not ${process.argv[2]}.`);
    process.exit(1);
  }
  const { base, dataDir, companyId, stop } = await startDemoServer(
    await freePort(),
    'slotmap-bench-lighthouse-',
  );
  const token = await demoToken(base, dataDir, 'customer');

  const results: { path: string; runs: Result[] }[] = [];
  for (const { path, signedIn } of PAGES) {
    process.stderr.write(`Measuring ${path} ${runs} time${runs === 1 ? '' : 's'}\n`);
    const url = `${base}${path.replace(':id', companyId)}`;
    const pageRuns: Result[] = [];
    for (let i = 0; i < runs; i++)
      pageRuns.push(await measureAgainOnNoNavstart(url, base, signedIn ? token : null));
    results.push({ path, runs: pageRuns });
  }

  printReport(results, runs, base);
  stop();
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (startedWith !== null && builtAt() !== startedWith) {
    console.error('web/dist was rebuilt during the run, which swaps the files the server sends.');
  }
  // Exits now rather than waiting on the server process; the exit handler stops it.
  process.exit(1);
}
