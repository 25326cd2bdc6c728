import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { rowsOf } from '../../db/rows.ts';
import { type ReminderRow, reminders } from '../../db/schema/reminders.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { Periodic } from '../../jobs/periodic.ts';
import { type BookingParts, findBookingParts } from '../bookings/data.ts';
import {
  MSG_BOOKING_CANCELLED,
  MSG_CUSTOMER_GONE,
  MSG_MAILS_OFF,
  MSG_STARTED,
  MSG_TEXTS_OFF,
} from './reasons.ts';

/** Reminders are due by the minute: one is never more than half a minute late. */
const INTERVAL_MS = 30 * 1000;
/** Reminders claimed per transaction; the sweep goes on until none is due. */
const BATCH = 50;

export const REMINDER_JOB = { mail: 'reminder-mail', text: 'reminder-text' } as const;

/**
 * Why this reminder must not go out now, or null when it may: never for a cancelled booking or
 * one whose visit has started (a reminder that came due while the server was down is sent after
 * a restart only if the visit is still to come), nor by a channel the customer turned off.
 */
export function reasonNotToSend(
  parts: BookingParts | undefined,
  channel: ReminderRow['channel'],
  now: Date,
): string | null {
  if (!parts?.customer) return MSG_CUSTOMER_GONE;
  const { booking, customer } = parts;
  if (booking.cancelledAt) return MSG_BOOKING_CANCELLED;
  if (booking.startAt <= now) return MSG_STARTED;
  if (channel === 'mail' && !customer.reminderMails) return MSG_MAILS_OFF;
  if (channel === 'text' && (!customer.reminderTexts || !customer.phone)) return MSG_TEXTS_OFF;
  return null;
}

/**
 * Hands due reminders to the outbox (decision 057). Each batch is claimed with FOR UPDATE SKIP
 * LOCKED and, in the same transaction, marked sent with its outbox job written (or cancelled with
 * the reason), so two instances sweeping at once never send one twice, and a crash before the
 * commit leaves it scheduled for the next sweep: none is lost.
 */
export class ReminderSweep {
  private readonly schedule: Periodic;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    log: FastifyBaseLogger,
  ) {
    this.schedule = new Periodic('reminder sweep', () => this.runOnce(), INTERVAL_MS, log);
  }

  /** Claims every due reminder; returns how many were handed over and how many cancelled. */
  async runOnce(now = this.clock()): Promise<{ sent: number; cancelled: number }> {
    const total = { sent: 0, cancelled: 0 };
    for (;;) {
      const batch = await this.db.transaction((tx) => claimDue(tx, now));
      total.sent += batch.sent;
      total.cancelled += batch.cancelled;
      if (batch.sent + batch.cancelled < BATCH) return total;
    }
  }

  start(intervalMs = INTERVAL_MS): void {
    this.schedule.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.schedule.stop();
  }
}

async function claimDue(tx: Db, now: Date): Promise<{ sent: number; cancelled: number }> {
  const claimed = rowsOf(
    await tx.execute(sql`
      SELECT id, booking_id, channel FROM reminders
      WHERE state = 'scheduled' AND due_at <= ${now.toISOString()}::timestamptz
      ORDER BY due_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`),
  );
  let sent = 0;
  for (const row of claimed) {
    const id = row.id as string;
    const channel = row.channel as ReminderRow['channel'];
    const parts = await findBookingParts(tx, row.booking_id as string);
    const why = reasonNotToSend(parts, channel, now);
    if (why) {
      await tx
        .update(reminders)
        .set({ state: 'cancelled', error: why })
        .where(eq(reminders.id, id));
      continue;
    }
    await tx.update(reminders).set({ state: 'sent', sentAt: now }).where(eq(reminders.id, id));
    // The job names the reminder only: its words are written at delivery from the booking as it
    // is then, which is checked once more (cancelled or started meanwhile: not sent).
    await enqueue(tx, REMINDER_JOB[channel], { reminderId: id }, id);
    sent++;
  }
  return { sent, cancelled: claimed.length - sent };
}
