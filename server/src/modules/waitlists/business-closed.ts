import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import {
  type WaitlistEntryRow,
  type WaitlistOfferRow,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/waitlists.ts';
import type { UserRow } from '../../http/auth.ts';
import { channelsOf, notify, offerWhenText } from './offer-notices.ts';

interface Waiting {
  person: UserRow;
  entries: WaitlistEntryRow[];
  holds: WaitlistOfferRow[];
}

/**
 * A business is deleted: everyone still waiting for it (a live entry, or a time held for them) is
 * told once, in their messages and by the ways they chose, that it has closed and their waiting
 * ends (docs/decisions/048). Call it in the deletion's transaction before the business row goes;
 * the cascade then removes the entries and offers.
 */
export async function tellWaitlistBusinessClosed(
  tx: Db,
  companyId: string,
  publicUrl: string,
  now = new Date(),
): Promise<void> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return;
  const [entries, holds] = await Promise.all([
    tx
      .select({ row: waitlistEntries, person: users })
      .from(waitlistEntries)
      .innerJoin(users, eq(users.id, waitlistEntries.userId))
      .where(and(eq(waitlistEntries.companyId, companyId), gt(waitlistEntries.expiresAt, now)))
      .orderBy(asc(waitlistEntries.createdAt)),
    tx
      .select({ row: waitlistOffers, person: users })
      .from(waitlistOffers)
      .innerJoin(users, eq(users.id, waitlistOffers.userId))
      .where(
        and(
          eq(waitlistOffers.companyId, companyId),
          eq(waitlistOffers.state, 'held'),
          gt(waitlistOffers.heldUntil, now),
        ),
      )
      .orderBy(asc(waitlistOffers.startAt)),
  ]);
  const waiting = new Map<string, Waiting>();
  const of = (person: UserRow) => {
    const w = waiting.get(person.id) ?? { person, entries: [], holds: [] };
    waiting.set(person.id, w);
    return w;
  };
  for (const { row, person } of entries) of(person).entries.push(row);
  for (const { row, person } of holds) of(person).holds.push(row);

  for (const { person, entries: own, holds: held } of waiting.values()) {
    const heldText = held.map((h) => offerWhenText(h, company.timeZone)).join('; ');
    await notify(tx, person, channelsOf(own), {
      title: `${company.name} has closed on Slotmap`,
      heading: company.name,
      paragraphs: [
        `${company.name} has closed on Slotmap, so your place on its waitlist has ended.`,
        ...(held.length > 0
          ? [`The time held for you (${heldText}) can no longer be booked.`]
          : []),
      ],
      action: { label: 'Other businesses near you', url: `${publicUrl}/find` },
      sms: `Slotmap: ${company.name} has closed on Slotmap; your place on its waitlist has ended.`,
      key: `waitlist-closed:${companyId}:${person.id}`,
    });
  }
}
