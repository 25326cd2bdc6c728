import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { reminders } from '../../db/schema/reminders.ts';
import type { MailTransport } from '../../integrations/mail/transport.ts';
import { SmsDeliveryError, type SmsTransport } from '../../integrations/sms/transport.ts';
import type { JobHandler, OutboxJob } from '../../jobs/outbox.ts';
import { MAX_ATTEMPTS } from '../../jobs/outbox-retry.ts';
import { findBookingParts, servicePriceOf } from '../bookings/data.ts';
import { reminderById } from './data.ts';
import { followCustomer } from './planned.ts';
import { REMINDER_JOB, reasonNotToSend } from './sweep.ts';
import { reminderMail, reminderText } from './wording.ts';

/** Twilio's code for a number that replied STOP: it refuses every text to it from now on. */
const TWILIO_UNSUBSCRIBED = 21610;

/**
 * A refusal that no retry changes (a number that opted out, one Twilio cannot text): the
 * reminder is failed with Twilio's reason at once. Throttling (429) and server errors are retried.
 */
function lastingRefusal(err: unknown): err is SmsDeliveryError {
  return (
    err instanceof SmsDeliveryError && err.status >= 400 && err.status < 500 && err.status !== 429
  );
}

/**
 * The outbox's delivery of a reminder the sweep handed over: the booking is read again (a
 * cancellation or the visit starting meanwhile stops it), the words written from it, and the
 * result kept on the reminder, so both parties see a failure and its reason.
 */
export function reminderJobHandlers(deps: {
  db: Db;
  mail: MailTransport;
  sms: SmsTransport;
  clock: () => Date;
  publicUrl: string;
}): Record<string, JobHandler> {
  const { db, mail, sms, clock, publicUrl } = deps;
  const mark = (id: string, state: 'failed' | 'cancelled', error: string) =>
    db.update(reminders).set({ state, error }).where(eq(reminders.id, id));

  const deliver = async (job: OutboxJob): Promise<void> => {
    const reminder = await reminderById(db, String(job.payload.reminderId));
    if (reminder?.state !== 'sent') return;
    const parts = await findBookingParts(db, reminder.bookingId);
    const why = reasonNotToSend(parts, reminder.channel, clock());
    if (why || !parts?.customer) {
      await mark(reminder.id, 'cancelled', why ?? '');
      return;
    }
    const { customer } = parts;
    try {
      if (reminder.channel === 'mail') {
        const price = await servicePriceOf(db, parts.booking.serviceId);
        await mail.send(
          await reminderMail(parts, price, customer.email, publicUrl),
          job.idempotencyKey,
        );
      } else await sms.send(reminderText(parts, customer.phone, publicUrl), job.idempotencyKey);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (lastingRefusal(err)) {
        // The number said STOP to the provider itself: texts stay off for this account.
        if (err.code === TWILIO_UNSUBSCRIBED)
          await db.transaction(async (tx) => {
            await tx.update(users).set({ reminderTexts: false }).where(eq(users.id, customer.id));
            // Its other texts to come are cancelled now, not refused one by one.
            await followCustomer(tx, customer.id, clock());
          });
        await mark(reminder.id, 'failed', message);
        return;
      }
      // The outbox retries; after its last attempt the reminder says it failed, and why.
      if (job.attempts >= MAX_ATTEMPTS) await mark(reminder.id, 'failed', message);
      throw err;
    }
  };
  return { [REMINDER_JOB.mail]: deliver, [REMINDER_JOB.text]: deliver };
}
