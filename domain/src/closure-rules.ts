import { CLOSURE_DAYS_AHEAD, type Closure, rangeLabel } from './closures.ts';
import type { Language } from './language.ts';
import { addDays } from './zoned-time.ts';

// What an owner may set as closures, apart from closures.ts: pages that only show closures (the
// business page, the lists' open badges) load none of these rules or their words.

export const MAX_CLOSURES = 50;
export const MAX_CLOSURE_REASON = 100;

export const MSG_CLOSURE_FROM = 'From must be a date YYYY-MM-DD';
export const MSG_CLOSURE_TO = 'To must be a date YYYY-MM-DD';
export const MSG_CLOSURE_ORDER = 'The last day must be on or after the first day';
export const MSG_CLOSURE_REASON = `The reason can be at most ${MAX_CLOSURE_REASON} characters`;
export const MSG_CLOSURE_TIMES = 'Give both opening and closing times, or neither (closed all day)';
export const MSG_CLOSURE_CLOSING = 'Closing time must be later than opening time';
export const MSG_CLOSURES_MAX = `A business can have at most ${MAX_CLOSURES} closures`;
export const MSG_CLOSURE_PAST = 'A closure cannot start before today';
export const MSG_CLOSURE_FAR = `Closures can be set at most ${CLOSURE_DAYS_AHEAD} days ahead`;
export const MSG_CLOSURE_OVERLAP = 'Closures cannot overlap';
export const MSG_CLOSURES_LEAVE_UPCOMING =
  'The closures leave appointments to come outside opening time. Keep them, or cancel them and tell the customers.';
const msgClosuresOverlap = (earlier: string, later: string) =>
  `${MSG_CLOSURE_OVERLAP}: ${earlier} and ${later}`;

/**
 * The rules that need today's date in the business's zone: a closure starts today or later (one
 * already stored that has begun may stay as it is), ends within CLOSURE_DAYS_AHEAD, and no two
 * share a day. Named as `closures.{i}.{field}`, as zod names the shape's problems. The days an
 * overlap names are written in `language` (the form translates the message around them).
 */
export function closureIssues(
  list: readonly Closure[],
  today: string,
  stored: readonly Pick<Closure, 'from' | 'to'>[] = [],
  language: Language = 'en',
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const last = addDays(today, CLOSURE_DAYS_AHEAD);
  const begun = new Set(stored.filter((s) => s.from < today).map((s) => `${s.from}|${s.to}`));
  list.forEach((c, i) => {
    if (c.from < today && !(begun.has(`${c.from}|${c.to}`) && c.to >= today))
      issues.push({ path: `closures.${i}.from`, message: MSG_CLOSURE_PAST });
    if (c.to > last) issues.push({ path: `closures.${i}.to`, message: MSG_CLOSURE_FAR });
  });
  const order = list.map((c, i) => ({ c, i })).sort((a, b) => a.c.from.localeCompare(b.c.from));
  for (let k = 1; k < order.length; k++) {
    const prev = order[k - 1].c;
    const { c, i } = order[k];
    if (c.from <= prev.to)
      issues.push({
        path: `closures.${i}.from`,
        message: msgClosuresOverlap(rangeLabel(prev, language), rangeLabel(c, language)),
      });
  }
  return issues;
}
