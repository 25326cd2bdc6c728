import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REMINDER_CHANNELS, REMINDER_STATES } from '@slotmap/domain/reminders';
import { bookings } from './bookings.ts';
import { createdAt, id } from './columns.ts';

/**
 * A reminder of one booking, by one channel, `offset_minutes` before its start (decision 057).
 * Written with the booking, moved with it, cancelled with it; the reminder sweep claims the due
 * ones with FOR UPDATE SKIP LOCKED and marks them sent in the same transaction, so no two
 * instances send one twice. `error` says why one failed or was cancelled.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: REMINDER_CHANNELS }).notNull(),
    offsetMinutes: integer('offset_minutes').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: REMINDER_STATES }).notNull().default('scheduled'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminders_booking_channel_offset_idx').on(t.bookingId, t.channel, t.offsetMinutes),
    index('reminders_due_idx').on(t.dueAt).where(sql`state = 'scheduled'`),
    check('reminders_channel', sql`${t.channel} IN ('mail', 'text')`),
    check('reminders_state', sql`${t.state} IN ('scheduled', 'sent', 'failed', 'cancelled')`),
    check('reminders_offset', sql`${t.offsetMinutes} BETWEEN 15 AND 10080`),
  ],
);

export type ReminderRow = typeof reminders.$inferSelect;
