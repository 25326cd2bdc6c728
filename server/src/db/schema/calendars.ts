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
import { createdAt, id } from './columns.ts';
import { ownedByCompany, eitherOwner } from './refs.ts';

/**
 * A connected calendar (Google or CalDAV) of one person or one business: at most one each
 * (decision 044). `secret` holds the credentials encrypted (integrations/calendar/secrets.ts),
 * never sent to a browser. It is the person's or business's own data and goes with them.
 */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: id(),
    ...eitherOwner(),
    provider: text('provider', { enum: ['google', 'caldav'] }).notNull(),
    accountName: text('account_name').notNull().default(''),
    accountEmail: text('account_email').notNull().default(''),
    /** Google: the calendar id ('primary'). CalDAV: the calendar collection's address. */
    calendar: text('calendar').notNull(),
    secret: text('secret').notNull(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Failed reads in a row; the next attempt backs off with it. */
    failures: integer('failures').notNull().default(0),
    /** When the background read may try this calendar again (null: now). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /**
     * The provider refused the credentials: nothing is read or written until the owner connects
     * again, and they are told once, when this is set.
     */
    reconnectNeededAt: timestamp('reconnect_needed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_connections_user_key').on(t.userId).where(sql`user_id IS NOT NULL`),
    uniqueIndex('calendar_connections_company_key')
      .on(t.companyId)
      .where(sql`company_id IS NOT NULL`),
    index('calendar_connections_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`company_id IS NOT NULL AND reconnect_needed_at IS NULL`),
    check('calendar_connections_one_owner', sql`(user_id IS NULL) <> (company_id IS NULL)`),
    check('calendar_connections_provider', sql`provider IN ('google', 'caldav')`),
  ],
);

/**
 * A business calendar's busy times as last read (every minute, on connecting and on "Sync now"):
 * slots and bookings read them from here, so a calendar that cannot be reached never slows or
 * blocks either. Replaced whole on each successful read.
 */
export const calendarBusy = pgTable(
  'calendar_busy',
  {
    id: id(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => calendarConnections.id, { onDelete: 'cascade' }),
    companyId: ownedByCompany(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('calendar_busy_company_idx').on(t.companyId, t.startAt),
    index('calendar_busy_connection_idx').on(t.connectionId),
    check('calendar_busy_range', sql`end_at > start_at`),
  ],
);

/**
 * The secret subscription address of a person's or a business's bookings. Looked up by the
 * token's SHA-256; the token itself is kept encrypted so the tab can show the address again.
 * Rotating deletes the row and makes a new one.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    ...eitherOwner(),
    tokenHash: text('token_hash').notNull().unique(),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_user_key').on(t.userId).where(sql`user_id IS NOT NULL`),
    uniqueIndex('calendar_feeds_company_key').on(t.companyId).where(sql`company_id IS NOT NULL`),
    check('calendar_feeds_one_owner', sql`(user_id IS NULL) <> (company_id IS NULL)`),
  ],
);

export type CalendarConnectionRow = typeof calendarConnections.$inferSelect;
