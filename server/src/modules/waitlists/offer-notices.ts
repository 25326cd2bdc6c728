import { type StoreHours, WEEKDAYS } from '@slotmap/domain/hours';
import type { Language } from '@slotmap/domain/language';
import { formatZoned, formatZonedRange } from '@slotmap/domain/zoned-format';
import { PERIODS, type Period } from '@slotmap/domain/slots';
import { PERIOD_RANGES } from '@slotmap/domain/waitlists';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies, services } from '../../db/schema/companies.ts';
import {
  type WaitlistEntryRow,
  type WaitlistOfferRow,
  waitlistEntries,
} from '../../db/schema/waitlists.ts';
import type { UserRow } from '../../http/auth.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { createMessage } from '../../jobs/notices.ts';
import { visitMailFacts } from '../../integrations/mail/booking-facts.ts';
import { composeMail, type MailFact } from '../../integrations/mail/compose.ts';
import { mailWords } from '../../integrations/mail/mail-words.ts';
import { waitlistWords } from './words.ts';

/**
 * What the waitlist tells people (docs/decisions/041): the waiting person by mail and/or text, as
 * they chose, and in their messages; the owner in theirs. Queued through the outbox in the
 * transaction that freed the time, one idempotency key per offer or notice.
 */

/** "3:15 PM EST": a clock time in the business's time zone, always named (decision 056). */
export const clockText = (at: Date, timeZone: string, language: Language) =>
  formatZoned(at, timeZone, 'time', undefined, language);

/** "Wednesday, December 2, 2026, 10:00 AM – 10:30 AM EST", as bookings' whenText. */
export function offerWhenText(
  offer: WaitlistOfferRow,
  timeZone: string,
  language: Language,
): string {
  return formatZonedRange(offer.startAt, offer.endAt, timeZone, { withDate: true, language });
}

/** "Saturday mornings": a waitlist entry's weekday and period, in the reader's language. */
export const cellText = (entry: Pick<WaitlistEntryRow, 'day' | 'period'>, language: Language) =>
  waitlistWords(language, 'waitlistMail.cell', { day: entry.day, period: entry.period });

/** What a waitlist notice says; the in-app notice reads the paragraphs and the link in one line. */
export interface WaitlistNotice {
  /** The reader's language, every part of the notice written in it (decision 069). */
  language: Language;
  title: string;
  /** The business it is about, on top of the mail. */
  heading: string;
  paragraphs: string[];
  /** The mail's facts: the time offered, its service and the business (not in the notice). */
  facts?: MailFact[];
  action?: { label: string; url: string };
  sms: string;
  key: string;
}

/** A notice to a waiting person: in their messages, and by mail and/or text as they chose. */
export async function notify(
  tx: Db,
  person: { id: string; email: string; phone: string; firstName: string },
  prefs: { notifyByEmail: boolean; notifyByText: boolean },
  notice: WaitlistNotice,
) {
  const link = notice.action
    ? [
        mailWords(notice.language, 'mail.labelled', {
          label: notice.action.label,
          value: notice.action.url,
        }),
      ]
    : [];
  await createMessage(tx, {
    userId: person.id,
    title: notice.title,
    text: [...notice.paragraphs, ...link].join(' ').slice(0, 500),
    type: 'company',
    section: 'user',
  });
  if (prefs.notifyByEmail)
    await enqueue(
      tx,
      'mail',
      {
        ...(await composeMail({
          language: notice.language,
          to: person.email,
          subject: notice.title,
          heading: notice.heading,
          greeting: person.firstName,
          paragraphs: notice.paragraphs,
          facts: notice.facts,
          action: notice.action,
        })),
      },
      notice.key,
    );
  if (prefs.notifyByText && person.phone)
    await enqueue(tx, 'sms', { to: person.phone, body: notice.sms }, notice.key);
}

/** A freed time was just held for `entry`'s person. */
export async function offerMadeEffects(
  tx: Db,
  offer: WaitlistOfferRow,
  entry: WaitlistEntryRow,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, offer.companyId));
  const [person] = await tx.select().from(users).where(eq(users.id, offer.userId));
  if (!company || !person) return;
  const [service] = offer.serviceId
    ? await tx.select().from(services).where(eq(services.id, offer.serviceId))
    : [];
  const tz = company.timeZone;
  const minutes = Math.max(1, Math.round((offer.heldUntil.getTime() - now.getTime()) / 60_000));
  const link = `${publicUrl}/company/${company.id}?offer=${offer.id}`;
  // The waiting person reads it in their language, the owner in theirs (decision 069).
  const { language } = person;
  const when = offerWhenText(offer, tz, language);
  const until = clockText(offer.heldUntil, tz, language);
  const business = company.name;
  const what = service
    ? waitlistWords(language, 'waitlistMail.offer.what', { service: service.name, business })
    : business;
  await notify(tx, person, entry, {
    language,
    title: waitlistWords(language, 'waitlistMail.offer.title', { business }),
    heading: company.name,
    paragraphs: [
      waitlistWords(language, 'waitlistMail.offer.opened', { what, when }),
      waitlistWords(language, 'waitlistMail.offer.held', { until, minutes }),
    ],
    facts: visitMailFacts(
      {
        serviceName: service?.name ?? null,
        duration:
          service?.serviceDuration ??
          Math.round((offer.endAt.getTime() - offer.startAt.getTime()) / 60_000),
        startAt: offer.startAt,
        endAt: offer.endAt,
        companyName: company.name,
        companyTimeZone: tz,
      },
      company,
      service?.price ?? null,
      language,
    ),
    action: { label: waitlistWords(language, 'waitlistMail.offer.action'), url: link },
    sms: waitlistWords(language, 'waitlistMail.offer.sms', { what, when, until, minutes, link }),
    key: `waitlist-offer:${offer.id}`,
  });
  if (!company.userId) return;
  // The spec: waitlist notices go to the client and to the business owner.
  const [owner] = await tx.select().from(users).where(eq(users.id, company.userId));
  if (!owner) return;
  const ownerLanguage = owner.language;
  const title = waitlistWords(ownerLanguage, 'waitlistMail.owner.title');
  const text = waitlistWords(ownerLanguage, 'waitlistMail.owner.text', {
    when: offerWhenText(offer, tz, ownerLanguage),
    name: person.firstName,
    until: clockText(offer.heldUntil, tz, ownerLanguage),
    minutes,
  });
  await createMessage(tx, { userId: owner.id, title, text, type: 'company', section: 'business' });
  await enqueue(
    tx,
    'mail',
    {
      ...(await composeMail({
        language: ownerLanguage,
        to: owner.email,
        subject: title,
        heading: company.name,
        greeting: owner.firstName,
        paragraphs: [text, waitlistWords(ownerLanguage, 'waitlistMail.owner.next')],
        action: {
          label: waitlistWords(ownerLanguage, 'waitlistMail.owner.action'),
          url: `${publicUrl}/company/${company.id}`,
        },
      })),
    },
    `waitlist-offer-owner:${offer.id}`,
  );
}

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

/** How a person with these entries wants to be told: by each way any of them asks for. */
export function channelsOf(entries: { notifyByEmail: boolean; notifyByText: boolean }[]) {
  return {
    notifyByEmail: entries.length === 0 || entries.some((e) => e.notifyByEmail),
    notifyByText: entries.some((e) => e.notifyByText),
  };
}
