import type { BookingView } from '@slotmap/domain/booking-view';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { type ReminderRow, reminders } from '../../db/schema/reminders.ts';
import { presentReminder } from './present.ts';

/** The reminders of these bookings, soonest first. */
export function remindersOf(db: Db, bookingIds: string[]): Promise<ReminderRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(reminders)
    .where(inArray(reminders.bookingId, bookingIds))
    .orderBy(asc(reminders.dueAt), asc(reminders.channel));
}

export function reminderById(db: Db, id: string): Promise<ReminderRow | undefined> {
  return db
    .select()
    .from(reminders)
    .where(eq(reminders.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The `reminders` part of each booking's answer (registered on the event hub in app.ts). */
export async function reminderViewParts(
  db: Db,
  bookingIds: string[],
): Promise<Map<string, Partial<BookingView>>> {
  const parts = new Map<string, Partial<BookingView>>(
    bookingIds.map((id) => [id, { reminders: [] }]),
  );
  for (const r of await remindersOf(db, bookingIds))
    parts.get(r.bookingId)?.reminders?.push(presentReminder(r));
  return parts;
}
