import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import type { CompanyRow } from '../../db/schema/companies.ts';
import { services } from '../../db/schema/companies.ts';
import {
  type WaitlistOfferRow,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/waitlists.ts';
import { bookingRules, type Unbookable } from './bookable.ts';
import { announceSlotChange } from '../../jobs/slot-changes.ts';
import { cellText, channelsOf, notify, offerWhenText } from './offer-notices.ts';
import { waitlistWords } from './words.ts';

/**
 * Holds on times that can no longer be booked (docs/decisions/048): the hours narrowed, the
 * service went, was retired or stopped booking online. Each ends as 'released' and its holder is
 * told; it is not passed on, as nobody could book it. Runs in the caller's transaction, which
 * holds the business's booking lock (lockCompanyBookings), so the reading cannot go stale.
 */
export async function releaseUnbookableHolds(
  tx: Db,
  companyId: string,
  now: Date,
  publicUrl: string,
): Promise<void> {
  await releaseUnbookable(tx, companyId, now, publicUrl);
}

/** As releaseUnbookableHolds; answers how many ended. */
export async function releaseUnbookable(
  tx: Db,
  companyId: string,
  now: Date,
  publicUrl: string,
): Promise<number> {
  const held = await tx
    .select()
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.companyId, companyId),
        eq(waitlistOffers.state, 'held'),
        // A hold that ran out passes on instead, and the chain's own check then offers it to nobody.
        gt(waitlistOffers.heldUntil, now),
      ),
    );
  return (await releaseUnbookableAmong(tx, companyId, held, now, publicUrl)).size;
}

/**
 * Of `held`, live holds of the business read by the caller under its lock, those on a time that
 * can no longer be booked end as releaseUnbookableHolds ends them. Answers the ids that ended.
 */
export async function releaseUnbookableAmong(
  tx: Db,
  companyId: string,
  held: WaitlistOfferRow[],
  now: Date,
  publicUrl: string,
): Promise<Set<string>> {
  const released = new Set<string>();
  if (held.length === 0) return released;
  const rules = await bookingRules(tx, companyId, held);
  for (const offer of held) {
    const why = rules.why(offer, now);
    if (!why) continue;
    const [ended] = await tx
      .update(waitlistOffers)
      .set({ state: 'released', endedAt: now })
      .where(and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.state, 'held')))
      .returning({ id: waitlistOffers.id });
    if (!ended) continue;
    released.add(offer.id);
    await announceSlotChange(tx, companyId);
    if (rules.company) await holdWithdrawnEffects(tx, offer, rules.company, why, now, publicUrl);
  }
  return released;
}

/** Tells the holder that the time held for them can no longer be booked, and why. */
async function holdWithdrawnEffects(
  tx: Db,
  offer: WaitlistOfferRow,
  company: CompanyRow,
  why: Unbookable,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const [person] = await tx.select().from(users).where(eq(users.id, offer.userId));
  if (!person) return;
  const [entry] = offer.entryId
    ? await tx
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.id, offer.entryId), gt(waitlistEntries.expiresAt, now)))
    : [];
  const [service] = offer.serviceId
    ? await tx.select().from(services).where(eq(services.id, offer.serviceId))
    : [];
  // Told in the holder's language (decision 069).
  const { language } = person;
  const business = company.name;
  const what = service
    ? waitlistWords(language, 'waitlistMail.offer.what', { service: service.name, business })
    : business;
  const when = offerWhenText(offer, company.timeZone, language);
  const reason = waitlistWords(language, 'waitlistMail.withdrawn.reason', { why });
  const link = `${publicUrl}/company/${company.id}`;
  await notify(tx, person, channelsOf(entry ? [entry] : []), {
    language,
    title: waitlistWords(language, 'waitlistMail.withdrawn.title', { business }),
    heading: company.name,
    paragraphs: [
      waitlistWords(language, 'waitlistMail.withdrawn.text', { what, when, reason }),
      ...(entry
        ? [
            waitlistWords(language, 'waitlistMail.withdrawn.stillWaiting', {
              cell: cellText(entry, language),
            }),
          ]
        : []),
    ],
    ...(entry
      ? {}
      : { action: { label: waitlistWords(language, 'waitlistMail.withdrawn.action'), url: link } }),
    sms: waitlistWords(language, 'waitlistMail.withdrawn.sms', { what, when, reason }),
    key: `waitlist-withdrawn:${offer.id}`,
  });
}
