import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { calendarConnections } from '../../db/schema/calendars.ts';
import { companies } from '../../db/schema/companies.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { composeMail, SLOTMAP } from '../../integrations/mail/compose.ts';
import { createMessage } from '../../jobs/notices.ts';

export const TITLE_RECONNECT = 'Your calendar needs to be connected again';

/**
 * The provider refused a connection's credentials (a changed password, a revoked grant): nothing
 * is read from or written to it any more until its owner connects it again, which makes a new
 * connection. The owner (the person, or the business's owner) is told once, in the app and by
 * mail, in the same transaction that marks it; a connection already marked is left as it is.
 */
export async function markReconnectNeeded(
  db: Db,
  connectionId: string,
  reason: string,
  now: Date,
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(calendarConnections)
      .set({ reconnectNeededAt: now, lastError: reason, nextAttemptAt: null })
      .where(
        and(
          eq(calendarConnections.id, connectionId),
          isNull(calendarConnections.reconnectNeededAt),
        ),
      )
      .returning();
    if (!marked) return;
    const [company] = marked.companyId
      ? await tx
          .select({ id: companies.id, name: companies.name, userId: companies.userId })
          .from(companies)
          .where(eq(companies.id, marked.companyId))
      : [];
    // An unclaimed business has nobody to tell; its tab says it when someone claims it.
    const ownerId = marked.userId ?? company?.userId;
    if (!ownerId) return;
    const [owner] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, ownerId));
    if (!owner) return;
    const which = company ? `${company.name}’s booking calendar` : 'Your calendar';
    const where = company
      ? `${publicUrl}/business/service/${company.id}`
      : `${publicUrl}/account#integrations`;
    const account = marked.accountEmail || marked.accountName;
    const provider = marked.provider === 'google' ? 'Google Calendar' : 'CalDAV';
    const text =
      `${which} (${account}) refused Slotmap’s sign-in: ${reason}. ` +
      (company
        ? 'Its busy times are no longer read, so slots may be offered over your own meetings, and new bookings are not added to it. '
        : 'New bookings are not added to it. ') +
      `Connect it again ${company ? 'on the Booking Calendars tab' : 'under Personal Calendar'} to resume.`;
    await createMessage(tx, {
      userId: ownerId,
      title: company ? `${company.name}: ${TITLE_RECONNECT.toLowerCase()}` : TITLE_RECONNECT,
      text,
      type: company ? 'company' : 'message',
      section: company ? 'business' : 'user',
    });
    await enqueue(
      tx,
      'mail',
      {
        ...(await composeMail({
          to: owner.email,
          subject: company
            ? `${company.name}: connect your calendar again`
            : 'Connect your calendar again',
          heading: company?.name ?? SLOTMAP,
          greeting: owner.firstName,
          // The notice's words, in short paragraphs, with the calendar and the reason apart.
          paragraphs: [
            `${which} refused Slotmap’s sign-in, so Slotmap can no longer use it.`,
            company
              ? 'Its busy times are no longer read, so slots may be offered over your own meetings, and new bookings are not added to it.'
              : 'New bookings are not added to it.',
            `Connect it again ${company ? 'on the Booking Calendars tab' : 'under Personal Calendar'} to resume.`,
          ],
          facts: [
            { label: 'Calendar', value: account ? `${account} (${provider})` : provider },
            { label: 'Reason', value: reason },
          ],
          action: { label: 'Connect it again', url: where },
        })),
      },
      `calendar-reconnect:${marked.id}:${now.toISOString()}`,
    );
  });
}
