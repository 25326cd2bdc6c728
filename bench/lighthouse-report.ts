// The Lighthouse benchmark's report: the median run of each page, its metrics, and what
// Lighthouse says is left to gain.
import type { Result } from 'lighthouse';
import { Util } from 'lighthouse/shared/util.js';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const METRICS = [
  { acronym: 'FCP', id: 'first-contentful-paint', show: seconds },
  { acronym: 'LCP', id: 'largest-contentful-paint', show: seconds },
  { acronym: 'TBT', id: 'total-blocking-time', show: (ms: number) => `${Math.round(ms)} ms` },
  { acronym: 'CLS', id: 'cumulative-layout-shift', show: (cls: number) => cls.toFixed(3) },
  { acronym: 'SI', id: 'speed-index', show: seconds },
];
const score = (lhr: Result) => Math.round((lhr.categories.performance.score ?? 0) * 100);
const seoScore = (lhr: Result) => Math.round((lhr.categories.seo?.score ?? 0) * 100);

/** The SEO audits a page fails (the manual ones, which Lighthouse cannot judge, left out). */
function failedSeoAudits(lhr: Result): string[] {
  return (lhr.categories.seo?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.scoreDisplayMode !== 'manual' && audit.score !== null)
    .filter((audit) => (audit.score ?? 0) < 1)
    .map((audit) => `${audit.title}${audit.explanation ? ` (${audit.explanation})` : ''}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The run with the median score (the lower of the two middle ones for an even count). */
function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort((a, b) => score(a) - score(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The top opportunities and diagnostics in the order Lighthouse's own report lists them
 * (report/renderer/performance-category-renderer.js): failing or informative audits of the
 * diagnostics group, lowest score first, then by how much the estimated savings would raise the
 * score, then by guidance level. Audits that errored are left out here and listed apart.
 */
function topFindings(lhr: Result, count: number) {
  const refs = lhr.categories.performance.auditRefs;
  const metricRefs = refs.filter((ref) => ref.group === 'metrics');
  const impact = (audit: Result['audits'][string]) => {
    let overall = 0;
    let linear = 0;
    for (const [acronym, saving] of Object.entries(audit.metricSavings ?? {})) {
      const ref = metricRefs.find((m) => m.acronym === acronym);
      const metric = ref && lhr.audits[ref.id];
      if (!ref || !metric?.numericValue || metric.score === null || saving === undefined) continue;
      linear += (saving / metric.numericValue) * ref.weight;
      if (!metric.scoringOptions) continue;
      const better = Util.computeLogNormalScore(
        metric.scoringOptions,
        metric.numericValue - saving,
      );
      overall += (better - metric.score) * ref.weight;
    }
    return { overall, linear };
  };
  const shown = refs
    .filter((ref) => ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => {
      const mode = audit.scoreDisplayMode;
      if (mode === 'manual' || mode === 'notApplicable' || mode === 'error') return false;
      if (mode === 'informative') return true;
      return (audit.score ?? 0) < 0.9;
    })
    .map((audit) => ({ audit, ...impact(audit), guidance: audit.guidanceLevel ?? 1 }));
  shown.sort(
    (a, b) =>
      (a.audit.score ?? 0) - (b.audit.score ?? 0) ||
      b.overall * b.guidance - a.overall * a.guidance ||
      b.linear * b.guidance - a.linear * a.guidance ||
      b.guidance - a.guidance,
  );
  return shown.slice(0, count).map(({ audit }) => audit);
}

/**
 * The performance audits that could not run. Lighthouse 12.2's trace reader fails on some parts of
 * the traces newer Chromium records (`frame_sequence`): the metrics stay sound, but those audits
 * (the LCP element, render-blocking resources, layout shifts) then say nothing.
 */
function erroredAudits(lhr: Result): string {
  const failed = lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.scoreDisplayMode === 'error');
  const reasons = [...new Set(failed.map((audit) => audit.errorMessage?.split(': ').at(-1)))];
  return failed.length ? `${failed.map((a) => a.id).join(', ')} (${reasons.join('; ')})` : '';
}

function describeSavings(audit: Result['audits'][string]): string {
  const parts = Object.entries(audit.metricSavings ?? {})
    .filter(([, ms]) => ms)
    .map(([acronym, ms]) => (acronym === 'CLS' ? `CLS ${ms?.toFixed(3)}` : `${acronym} ${ms} ms`));
  const details = audit.details as { overallSavingsBytes?: number } | undefined;
  if (details?.overallSavingsBytes) parts.push(kib(details.overallSavingsBytes));
  return parts.length ? `est. savings ${parts.join(', ')}` : 'no estimated savings';
}

/** The two largest resources an audit names, with what it says each one wastes or costs. */
function describeItems(audit: Result['audits'][string], base: string): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  const out: string[] = [];
  for (const item of details?.items ?? []) {
    if (typeof item.url !== 'string' || !item.url) continue;
    const url = item.url.startsWith(base) ? item.url.slice(base.length) : item.url;
    const figures = [
      typeof item.wastedBytes === 'number' ? `${kib(item.wastedBytes)} wasted` : '',
      typeof item.wastedMs === 'number' ? `${Math.round(item.wastedMs)} ms wasted` : '',
      typeof item.totalBytes === 'number' ? `${kib(item.totalBytes)} total` : '',
      typeof item.total === 'number' ? `${Math.round(item.total)} ms` : '',
    ].filter(Boolean);
    out.push(`${url}  ${figures.join(', ')}`);
    if (out.length === 2) break;
  }
  return out;
}

const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

/** Prints the medians per page, then the top findings of each page's median run. */
export function printReport(
  results: { path: string; runs: Result[] }[],
  runs: number,
  base: string,
): void {
  const first = results[0].runs[0];
  console.log(
    `Lighthouse ${first.lighthouseVersion} mobile performance and SEO, ` +
      `${new Date().toISOString().slice(0, 10)}, ` +
      `Chromium ${first.environment.hostUserAgent.match(/Chrome\/(\d+)/)?.[1]}, ` +
      `simulated throttling, median of ${runs} run${runs === 1 ? '' : 's'}`,
  );
  const header = METRICS.map((m) => m.acronym.padStart(8)).join('');
  console.log(`${'page'.padEnd(30)}  score${header}    SEO  bench index`);
  for (const { path, runs: pageRuns } of results) {
    const metrics = METRICS.map(({ id, show }) =>
      show(median(pageRuns.map((r) => r.audits[id].numericValue ?? 0))).padStart(8),
    ).join('');
    const bench = median(pageRuns.map((r) => r.environment.benchmarkIndex));
    console.log(
      `${path.padEnd(30)}  ${String(median(pageRuns.map(score))).padStart(5)}${metrics}` +
        `  ${String(median(pageRuns.map(seoScore))).padStart(5)}` +
        `  ${String(Math.round(bench)).padStart(11)}`,
    );
  }

  console.log('\nWhat is left, from the median run of each page:');
  for (const { path, runs: pageRuns } of results) {
    const lhr = medianRun(pageRuns);
    console.log(`${path}  (score ${score(lhr)})`);
    for (const audit of topFindings(lhr, 3)) {
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      console.log(`  - ${audit.title}${value}: ${describeSavings(audit)}`);
      for (const item of describeItems(audit, base)) console.log(`      ${item}`);
    }
    for (const failed of failedSeoAudits(lhr)) console.log(`  - SEO: ${failed}`);
    const errored = erroredAudits(lhr);
    if (errored) console.log(`  (could not run: ${errored})`);
  }
}
