import { date, index, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownedByCompany } from './refs.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The free-time summary (decision 060): for each business that books online and each local day of
 * its booking window with a free slot, per part of day the earliest free start (`*_from`) and the
 * last instant a free slot of it can still be booked (`*_until`: the slot's start less its
 * service's minimum notice). A part of day is free at `now` while `*_until >= now`, so "this
 * morning" stops matching by itself as time passes. Waitlist holds are left out (they last
 * minutes; the exact next time reads them). Written only by the availability module, in the
 * transaction of every change that moves a free time. The primary key serves the searches' look-up
 * of one business's day; migration 0019 makes it carry every column (INCLUDE, which Drizzle cannot
 * declare), so that look-up is an index-only scan.
 */
export const freeDays = pgTable(
  'free_days',
  {
    companyId: ownedByCompany(),
    day: date('day').notNull(),
    morningFrom: instant('morning_from'),
    morningUntil: instant('morning_until'),
    afternoonFrom: instant('afternoon_from'),
    afternoonUntil: instant('afternoon_until'),
    eveningFrom: instant('evening_from'),
    eveningUntil: instant('evening_until'),
    /** The latest of the three `*_until`: any time of the day is free while it is ahead. */
    anyUntil: instant('any_until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day], name: 'free_days_pkey' })],
);

/**
 * Which local "today" a business's summary was computed from (null: not yet) and when that day
 * began, and when its next local day begins: the rolling job then adds the day that enters the
 * window and the days that enter each service's horizon. A clock set back before `first_day_at`
 * (only a test server's can be) has the window computed again. One row per business that books
 * online.
 */
export const freeDayWindows = pgTable(
  'free_day_windows',
  {
    companyId: ownedByCompany().primaryKey(),
    firstDay: date('first_day'),
    firstDayAt: instant('first_day_at'),
    rollAt: instant('roll_at').notNull(),
  },
  (t) => [
    index('free_day_windows_roll_idx').on(t.rollAt),
    index('free_day_windows_first_day_idx').on(t.firstDayAt),
  ],
);

/**
 * The summary's days as the business's own row carries them (migration 0023, decision 070), so a
 * search filtered by a day reads them with each candidate instead of looking each one up: per
 * part of day, one element per local day from `from`, the minutes from that day's midnight UTC to
 * its `*_until` (-32768: nothing free that part of the day). Only the database writes them, from
 * `free_days`, in the statement that changes it; the business's own code never sees them.
 */
export const freeDaysDigest = pgTable('companies', {
  companyId: uuid('id').primaryKey(),
  from: date('free_from'),
  morning: smallint('free_morning').array(),
  afternoon: smallint('free_afternoon').array(),
  evening: smallint('free_evening').array(),
});

export type FreeDayRow = typeof freeDays.$inferSelect;
export type NewFreeDayRow = typeof freeDays.$inferInsert;
