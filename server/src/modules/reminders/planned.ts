import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { type ReminderRow, reminders } from '../../db/schema/reminders.ts';
import type { BookingParts } from '../../jobs/events.ts';
import { futureBookingParts } from '../bookings/data.ts';
import { MSG_MAILS_OFF, MSG_OFFSET_DROPPED, MSG_TEXTS_OFF } from './reasons.ts';

const MINUTE_MS = 60_000;
/**
 * Rows (or ids) per statement: a busy business's bookings times five offsets and two channels
 * would pass PostgreSQL's 65,535 parameters in one; 2,000 rows of four are well under it.
 */
const CHUNK = 2_000;

/** A reminder a booking should have. */
export type WantedReminder = Pick<ReminderRow, 'bookingId' | 'channel' | 'offsetMinutes' | 'dueAt'>;

/**
 * The reminders a booking should have: one per offset of its business and per channel its
 * customer takes (mail unless turned off, texts only when asked for and with a phone). Each is
 * due a whole number of real minutes before the start instant, so a 24-hour reminder is 24 real
 * hours before, across a daylight-saving change too. One whose time has passed is not wanted.
 */
export function wantedReminders(
  { booking, customer, company }: BookingParts,
  now: Date,
): WantedReminder[] {
  if (!customer || !company || booking.cancelledAt) return [];
  const channels = [
    ...(customer.reminderMails ? (['mail'] as const) : []),
    ...(customer.reminderTexts && customer.phone ? (['text'] as const) : []),
  ];
  return company.reminderOffsets.flatMap((offset) => {
    const dueAt = new Date(booking.startAt.getTime() - offset * MINUTE_MS);
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
 * Writes the wanted reminders, or brings one back to scheduled at its due time (one that was
 * cancelled as its channel was turned off or its offset dropped, or that a move had left too
 * close). One already sent stays sent.
 */
export async function scheduleReminders(tx: Db, rows: WantedReminder[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx
      .insert(reminders)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [reminders.bookingId, reminders.channel, reminders.offsetMinutes],
        set: { dueAt: sql`excluded.due_at`, state: 'scheduled', sentAt: null, error: null },
        setWhere: ne(reminders.state, 'sent'),
      });
}

/**
 * Why a scheduled reminder is no longer wanted now that the choices changed: its channel was
 * turned off, or its business no longer sends one at its offset. Null when it still is (one due
 * this minute and not swept yet is left to the sweep).
 */
function droppedBecause(
  { customer, company }: BookingParts,
  r: Pick<ReminderRow, 'channel' | 'offsetMinutes'>,
): string | null {
  if (r.channel === 'mail' && !customer?.reminderMails) return MSG_MAILS_OFF;
  if (r.channel === 'text' && !(customer?.reminderTexts && customer.phone)) return MSG_TEXTS_OFF;
  if (company && !company.reminderOffsets.includes(r.offsetMinutes)) return MSG_OFFSET_DROPPED;
  return null;
}

/**
 * Brings the reminders of these bookings (active, still to start) in line with their customer's
 * channels and their business's offsets as they are now: the scheduled ones no longer wanted are
 * cancelled at once, with the reason both parties then read on the booking, and the wanted ones
 * still to come are written or brought back. Sent and failed ones stay as they are.
 */
export async function followChoices(tx: Db, list: BookingParts[], now: Date): Promise<void> {
  if (list.length === 0) return;
  const byId = new Map(list.map((p) => [p.booking.id, p]));
  const ids = [...byId.keys()];
  const scheduled: ReminderRow[] = [];
  for (let i = 0; i < ids.length; i += CHUNK)
    scheduled.push(
      ...(await tx
        .select()
        .from(reminders)
        .where(
          and(
            inArray(reminders.bookingId, ids.slice(i, i + CHUNK)),
            eq(reminders.state, 'scheduled'),
          ),
        )),
    );
  const dropped = new Map<string, string[]>();
  for (const r of scheduled) {
    const parts = byId.get(r.bookingId);
    const why = parts ? droppedBecause(parts, r) : null;
    if (why) dropped.set(why, [...(dropped.get(why) ?? []), r.id]);
  }
  for (const [why, reminderIds] of dropped)
    for (let i = 0; i < reminderIds.length; i += CHUNK)
      await tx
        .update(reminders)
        .set({ state: 'cancelled', error: why })
        .where(
          and(
            inArray(reminders.id, reminderIds.slice(i, i + CHUNK)),
            eq(reminders.state, 'scheduled'),
          ),
        );
  await scheduleReminders(
    tx,
    list.flatMap((p) => wantedReminders(p, now)),
  );
}

/** A customer's channels changed: their bookings to come follow (decision 063). */
export async function followCustomer(tx: Db, customerId: string, now: Date): Promise<void> {
  await followChoices(tx, await futureBookingParts(tx, { customerId }, now), now);
}

/** A business's offsets changed: its bookings to come follow (decision 063). */
export async function followBusiness(tx: Db, companyId: string, now: Date): Promise<void> {
  await followChoices(tx, await futureBookingParts(tx, { companyId }, now), now);
}
