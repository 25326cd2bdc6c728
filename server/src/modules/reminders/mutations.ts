import { phoneDigits } from '@slotmap/domain/phone';
import type { ReminderSettings } from '@slotmap/domain/reminders';
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { reminders } from '../../db/schema/reminders.ts';
import type { UserRow } from '../../http/auth.ts';
import type { BookingParts } from '../../jobs/events.ts';

export const MSG_BOOKING_CANCELLED = 'The booking was cancelled';
export const MSG_MOVED_TOO_CLOSE = 'The appointment was moved to a time too soon for this reminder';

const MINUTE_MS = 60_000;

/**
 * The reminders a booking should have: one per offset of its business and per channel its
 * customer takes (mail unless turned off, texts only when asked for and with a phone). Each is
 * due a whole number of real minutes before the start instant, so a 24-hour reminder is 24 real
 * hours before, across a daylight-saving change too.
 */
function wanted({ booking, customer, company }: BookingParts, now: Date) {
  if (!customer || !company || booking.cancelledAt) return [];
  const channels = [
    ...(customer.reminderMails ? (['mail'] as const) : []),
    ...(customer.reminderTexts && customer.phone ? (['text'] as const) : []),
  ];
  return company.reminderOffsets.flatMap((offset) => {
    const dueAt = new Date(booking.startAt.getTime() - offset * MINUTE_MS);
    // A reminder whose time has passed already (a booking made late) is not written at all.
    if (dueAt <= now) return [];
    return channels.map((channel) => ({
      bookingId: booking.id,
      channel,
      offsetMinutes: offset,
      dueAt,
    }));
  });
}

/**
 * booking.created, in the booking's transaction: remembers the customer's answer to "Text me
 * reminders" (it came with the booking) and writes the booking's reminders.
 */
export async function planReminders(tx: Db, parts: BookingParts, now: Date): Promise<void> {
  const { customer } = parts;
  if (customer)
    await tx
      .update(users)
      .set({ reminderTexts: customer.reminderTexts })
      .where(and(eq(users.id, customer.id), ne(users.reminderTexts, customer.reminderTexts)));
  const rows = wanted(parts, now);
  if (rows.length > 0) await tx.insert(reminders).values(rows).onConflictDoNothing();
}

/**
 * booking.moved: every reminder still to be sent is due again before the new start; one whose
 * new time has passed is cancelled; those the new time makes possible are written (or brought
 * back). A reminder already sent stays sent.
 */
export async function moveReminders(tx: Db, parts: BookingParts, now: Date): Promise<void> {
  const { booking } = parts;
  await tx
    .update(reminders)
    .set({
      dueAt: sql`${booking.startAt.toISOString()}::timestamptz - make_interval(mins => ${reminders.offsetMinutes})`,
    })
    .where(and(eq(reminders.bookingId, booking.id), eq(reminders.state, 'scheduled')));
  await tx
    .update(reminders)
    .set({ state: 'cancelled', error: MSG_MOVED_TOO_CLOSE })
    .where(
      and(
        eq(reminders.bookingId, booking.id),
        eq(reminders.state, 'scheduled'),
        lte(reminders.dueAt, now),
      ),
    );
  const rows = wanted(parts, now);
  if (rows.length === 0) return;
  await tx
    .insert(reminders)
    .values(rows)
    .onConflictDoUpdate({
      target: [reminders.bookingId, reminders.channel, reminders.offsetMinutes],
      set: { dueAt: sql`excluded.due_at`, state: 'scheduled', sentAt: null, error: null },
      setWhere: ne(reminders.state, 'sent'),
    });
}

/** booking.cancelled: nothing more is sent for it. */
export async function cancelReminders(tx: Db, bookingId: string): Promise<void> {
  await tx
    .update(reminders)
    .set({ state: 'cancelled', error: MSG_BOOKING_CANCELLED })
    .where(and(eq(reminders.bookingId, bookingId), eq(reminders.state, 'scheduled')));
}

/** PUT /users/me/reminders: the account's choice per channel; unsent ones stay as they were. */
export async function saveReminderSettings(
  db: Db,
  me: UserRow,
  settings: ReminderSettings,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      ...(settings.reminder_texts === undefined ? {} : { reminderTexts: settings.reminder_texts }),
      ...(settings.reminder_mails === undefined ? {} : { reminderMails: settings.reminder_mails }),
    })
    .where(eq(users.id, me.id))
    .returning();
  return row;
}

/**
 * A STOP from `from` (E.164, as Twilio sends it): texts go off for every account with that
 * number, however it was typed. Returns how many accounts it turned off.
 */
export async function stopTextsTo(db: Db, from: string): Promise<number> {
  const digits = phoneDigits(from);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length < 7) return 0;
  const stored = sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g')`;
  const turnedOff = await db
    .update(users)
    .set({ reminderTexts: false })
    .where(
      and(
        eq(users.reminderTexts, true),
        sql`(${stored} = ${national} OR ${stored} = ${`1${national}`})`,
      ),
    )
    .returning({ id: users.id });
  return turnedOff.length;
}
