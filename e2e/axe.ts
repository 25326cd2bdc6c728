import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  type BrowserContext,
  expect,
  type Page,
  type TestType,
} from '@playwright/test';

// Every journey is also an accessibility check (decision 039). Specs import `test` and `expect`
// from here instead of @playwright/test; then axe, with the WCAG 2.x A and AA rules, audits every
// open page of the test at the end of each test.step, before a context the test made is closed,
// and at the end of the test. A serious or critical finding fails the test.

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const failing = new Set(['serious', 'critical']);

/** Let CSS transitions (toasts, modals fading in) finish: a half-faded text has no fixed contrast. */
async function settle(page: Page) {
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]),
    )
    .catch(() => undefined);
}

/** axe's serious and critical findings on the page as it is now, one line each. */
export async function findingsOf(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(tags)
    // Map tiles are third-party raster images drawn under Leaflet's own controls; axe cannot
    // compute a background behind them. The map's own markers, controls and list stay checked.
    .exclude('.leaflet-tile-pane')
    .analyze();
  return (
    results.violations
      .filter((v) => failing.has(v.impact ?? ''))
      // Map markers sit where their places are, so two close places (or a business at the search
      // centre) overlap and leave each other less than 24 px; a map cannot avoid that. The list
      // beside the map reaches every business with full-size links. Other targets stay checked.
      .map((v) =>
        v.id === 'target-size'
          ? { ...v, nodes: v.nodes.filter((n) => !n.html.includes('leaflet-marker-icon')) }
          : v,
      )
      .filter((v) => v.nodes.length > 0)
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} — ${v.nodes
            .slice(0, 5)
            .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 80)} ${n.any[0]?.message ?? ''}`)
            .join(' | ')}${v.nodes.length > 5 ? ` (+${v.nodes.length - 5} more)` : ''}`,
      )
  );
}

/** Runs axe on the page as it is now; any serious or critical finding fails the test. */
export async function expectAccessible(page: Page, when = '') {
  if (page.isClosed()) return;
  const started = Date.now();
  await settle(page);
  let findings = await findingsOf(page);
  // A toast that starts to leave while axe reads the page has, for that moment, no fixed
  // contrast. The page is read again once it has settled: what is wrong is wrong both times, and
  // the second reading is the one reported.
  if (findings.length > 0 && !page.isClosed()) {
    await settle(page);
    findings = await findingsOf(page);
  }
  // The audit's time is added to the test's budget: the journey keeps the time it had.
  const info = base.info();
  info.setTimeout(info.timeout + (Date.now() - started));
  const where = new URL(page.url()).pathname;
  // Soft: the journey goes on, so one run lists every page that falls short; the test still fails.
  expect.soft(findings, `accessibility of ${where}${when ? ` ${when}` : ''}`).toEqual([]);
}

/** The browser contexts of the running test (one test at a time per worker). */
const contexts = new Set<BrowserContext>();

async function auditOpenPages(when: string) {
  for (const context of contexts) {
    for (const page of context.pages()) await expectAccessible(page, when);
  }
}

function track(context: BrowserContext) {
  contexts.add(context);
  const close = context.close.bind(context);
  // A context the test opens itself (a second person) is audited before it closes.
  context.close = async (options) => {
    if (contexts.has(context)) await auditOpenPages('before its window closed');
    contexts.delete(context);
    return close(options);
  };
}

const extended = base.extend<{ axeContexts: undefined }>({
  context: async ({ context }, use, testInfo) => {
    contexts.clear();
    track(context);
    await use(context);
    if (testInfo.status === testInfo.expectedStatus) await auditOpenPages('at the end');
    contexts.clear();
  },
  axeContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        // axe runs as a script in the page: a page without JavaScript (what the server drew,
        // decision 065) is audited where the same page is opened with it.
        if (options?.javaScriptEnabled !== false) track(context);
        return context;
      };
      await use(undefined);
      browser.newContext = newContext;
    },
    { auto: true },
  ],
});

type Step = TestType<object, object>['step'];
const step: Step = extended.step.bind(extended);

/** test.step, then an audit of every open page once the step's body has passed. */
const auditedStep = ((title: string, body: (info: unknown) => unknown, options?: object) =>
  step(
    title,
    async (info) => {
      const result = await body(info);
      await auditOpenPages(`after "${title}"`);
      return result;
    },
    options,
  )) as Step;

export const test = Object.assign(extended, { step: auditedStep }) as typeof extended;
export { expect };
