import type { Language } from '@slotmap/domain/language';
import { formatZoned, formatZonedRange } from '@slotmap/domain/zoned-format';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies, services } from '../../db/schema/companies.ts';
import type { WaitlistEntryRow, WaitlistOfferRow } from '../../db/schema/waitlists.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { createMessage } from '../../jobs/notices.ts';
import { visitMailFacts } from '../../integrations/mail/booking-facts.ts';
import { composeMail, type MailFact } from '../../integrations/mail/compose.ts';
import { mailWords } from '../../integrations/mail/mail-words.ts';
import { waitlistWords } from './words.ts';

/**
 * What the waitlist tells people (docs/decisions/041): the waiting person by mail and/or text, as
 * they chose, and in their messages; the owner in theirs. Queued through the outbox in the
 * transaction that freed the time, one idempotency key per offer or notice. Wider opening hours
 * are told in wider-hours-notices.ts.
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

/** How a person with these entries wants to be told: by each way any of them asks for. */
export function channelsOf(entries: { notifyByEmail: boolean; notifyByText: boolean }[]) {
  return {
    notifyByEmail: entries.length === 0 || entries.some((e) => e.notifyByEmail),
    notifyByText: entries.some((e) => e.notifyByText),
  };
}
