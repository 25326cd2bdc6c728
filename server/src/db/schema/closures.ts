import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { ownedByCompany } from './refs.ts';

/**
 * Dated exceptions to a business's weekly hours (decision 054): closed from `from_date` to
 * `to_date` (local dates, both inclusive), or open only from `start_time` to `end_time` (minutes
 * from local midnight) on those days. They are the business's own rows and go with it. Two
 * closures of one business never share a day: migration 0015 adds
 * `EXCLUDE USING gist (company_id WITH =, daterange(from_date, to_date, '[]') WITH &&)`, which
 * Drizzle cannot declare, and whose index serves the reads by business.
 */
export const companyClosures = pgTable(
  'company_closures',
  {
    id: id(),
    companyId: ownedByCompany(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    reason: text('reason').notNull().default(''),
    startTime: integer('start_time'),
    endTime: integer('end_time'),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_closures_order', sql`${t.toDate} >= ${t.fromDate}`),
    check('company_closures_reason_length', sql`char_length(${t.reason}) <= 100`),
    check(
      'company_closures_times',
      sql`(${t.startTime} IS NULL AND ${t.endTime} IS NULL) OR (${t.startTime} BETWEEN 0 AND 1440 AND ${t.endTime} BETWEEN 0 AND 1440 AND ${t.endTime} > ${t.startTime})`,
    ),
  ],
);

export type ClosureRow = typeof companyClosures.$inferSelect;
