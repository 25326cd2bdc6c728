import { type StoreHours, WEEKDAYS } from '@slotmap/domain/hours';
import type { Language } from '@slotmap/domain/language';
import { PERIODS, type Period } from '@slotmap/domain/slots';
import { PERIOD_RANGES } from '@slotmap/domain/waitlists';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { type WaitlistEntryRow, waitlistEntries } from '../../db/schema/waitlists.ts';
import type { UserRow } from '../../http/auth.ts';
import { waitlistWords } from './words.ts';
import { cellText, channelsOf, notify } from './offer-notices.ts';

// Wider opening hours told to the people waiting for the weekday and part of day they open.

/** The weekday × periods where `after` is open at a minute `before` was not. */
export function widenedCells(before: StoreHours, after: StoreHours) {
  const cells: { day: (typeof WEEKDAYS)[number]; period: Period }[] = [];
  for (const day of WEEKDAYS) {
    const a = after[day];
    if (!a?.open) continue;
    const b = before[day];
    const gained: [number, number][] = b?.open
      ? [
          [a.start_time, Math.min(a.end_time, b.start_time)],
          [Math.max(a.start_time, b.end_time), a.end_time],
        ]
      : [[a.start_time, a.end_time]];
    for (const period of PERIODS) {
      const [from, to] = PERIOD_RANGES[period];
      if (gained.some(([s, e]) => e > s && s < to && e > from)) cells.push({ day, period });
    }
  }
  return cells;
}

/** "Saturday mornings", "Saturday mornings and Sunday evenings". */
function cellsText(entries: WaitlistEntryRow[], language: Language): string {
  const names = entries.map((e) => cellText(e, language));
  return names.length < 2
    ? names.join('')
    : waitlistWords(language, 'waitlistMail.cells', {
        list: names.slice(0, -1).join(', '),
        last: names.at(-1) ?? '',
      });
}

/** A person is told of wider hours at most once a day per entry, however often the owner saves. */
const WIDER_HOURS_QUIET_MS = 24 * 60 * 60_000;

/**
 * The owner saved wider opening hours: everyone waiting for a weekday and period that gained time
 * is told (no hold, decision 041), one notice per person naming their cells, and each entry at
 * most once a day (decision 048). Call it in the save's transaction.
 */
export async function hoursWidenedEffects(
  tx: Db,
  companyId: string,
  before: StoreHours,
  after: StoreHours,
  now: Date,
  publicUrl: string,
): Promise<number> {
  const cells = widenedCells(before, after);
  if (cells.length === 0) return 0;
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return 0;
  const quietSince = new Date(now.getTime() - WIDER_HOURS_QUIET_MS);
  const waiting = await tx
    .select({ entry: waitlistEntries, person: users })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .where(
      and(
        eq(waitlistEntries.companyId, companyId),
        inArray(
          waitlistEntries.day,
          cells.map((c) => c.day),
        ),
        gt(waitlistEntries.expiresAt, now),
        or(
          isNull(waitlistEntries.widerHoursNotifiedAt),
          lte(waitlistEntries.widerHoursNotifiedAt, quietSince),
        ),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt));
  const due = waiting.filter(({ entry }) =>
    cells.some((c) => c.day === entry.day && c.period === entry.period),
  );
  const byPerson = new Map<string, { person: UserRow; entries: WaitlistEntryRow[] }>();
  for (const { entry, person } of due) {
    const seen = byPerson.get(person.id) ?? { person, entries: [] };
    seen.entries.push(entry);
    byPerson.set(person.id, seen);
  }
  const link = `${publicUrl}/company/${companyId}`;
  for (const { person, entries } of byPerson.values()) {
    const { language } = person;
    const names = { business: company.name, cells: cellsText(entries, language) };
    await notify(tx, person, channelsOf(entries), {
      language,
      title: waitlistWords(language, 'waitlistMail.hours.title', names),
      heading: company.name,
      paragraphs: [waitlistWords(language, 'waitlistMail.hours.text', names)],
      action: { label: waitlistWords(language, 'waitlistMail.hours.action'), url: link },
      sms: waitlistWords(language, 'waitlistMail.hours.sms', { ...names, link }),
      key: `waitlist-hours:${person.id}:${companyId}:${now.getTime()}`,
    });
  }
  if (due.length > 0)
    await tx
      .update(waitlistEntries)
      .set({ widerHoursNotifiedAt: now })
      .where(
        inArray(
          waitlistEntries.id,
          due.map((d) => d.entry.id),
        ),
      );
  return byPerson.size;
}
