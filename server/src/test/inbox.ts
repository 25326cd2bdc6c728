import { and, eq, sql } from 'drizzle-orm';
import { messages } from '../db/schema/messages.ts';
import { outboxJobs } from '../db/schema/platform.ts';
import type { TestApp } from './app.ts';

/* What people were told: in-app notices as written, and mails still queued in the outbox. */

/** The notices about a booking, with this title when one is given. */
export const noticesOfBooking = (t: TestApp, bookingId: string, title?: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.bookingId, bookingId),
        title === undefined ? undefined : eq(messages.title, title),
      ),
    );

/** How many notices titled `title` a person has. */
export const countNoticesTitled = async (t: TestApp, userId: string, title: string) =>
  (
    await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.title, title)))
  ).length;

/** A person's notices of one type ('booking', 'comment' …). */
export const noticesOfType = (
  t: TestApp,
  userId: string,
  type: (typeof messages.$inferSelect)['type'],
) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.type, type)));

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
}

/** The mail jobs in the outbox, delivered or not, with their payload typed as a mail. */
export const queuedMails = async (t: TestApp) =>
  (await t.database.db.select().from(outboxJobs).where(eq(outboxJobs.kind, 'mail'))).map((job) => ({
    ...job,
    mail: job.payload as unknown as QueuedMail,
  }));

/** The mails of cancelled bookings; their keys read 'mail:booking-cancelled:{booking}:{side}'. */
export const cancellationMails = async (t: TestApp) =>
  (await queuedMails(t)).filter((j) => j.idempotencyKey.includes('booking-cancelled:'));

/** Makes every queued job due and runs the worker `rounds` times (a job may queue another). */
export async function runOutbox(t: TestApp, rounds: number) {
  for (let round = 0; round < rounds; round++) {
    await t.database.db.update(outboxJobs).set({ runAt: sql`now()` });
    await t.app.outbox.runOnce();
  }
}
