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
import { waitlistWords } from './words.ts';

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
    // Told in their own language (decision 069).
    const { language } = person;
    const heldText = held.map((h) => offerWhenText(h, company.timeZone, language)).join('; ');
    const business = { business: company.name };
    await notify(tx, person, channelsOf(own), {
      language,
      title: waitlistWords(language, 'waitlistMail.closed.title', business),
      heading: company.name,
      paragraphs: [
        waitlistWords(language, 'waitlistMail.closed.text', business),
        ...(held.length > 0
          ? [waitlistWords(language, 'waitlistMail.closed.held', { held: heldText })]
          : []),
      ],
      action: {
        label: waitlistWords(language, 'waitlistMail.closed.action'),
        url: `${publicUrl}/find`,
      },
      sms: waitlistWords(language, 'waitlistMail.closed.sms', business),
      key: `waitlist-closed:${companyId}:${person.id}`,
    });
  }
}
