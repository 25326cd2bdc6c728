import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * Transactional outbox: side effects are written in the same transaction as the change that
 * causes them and delivered by the worker, with retries. The key makes a delivery idempotent.
 */
export const outboxJobs = pgTable(
  'outbox_jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_jobs_due_idx').on(t.runAt).where(sql`done_at IS NULL AND failed_at IS NULL`),
    // The dead letters (given up after every retry), counted by the health call.
    index('outbox_jobs_dead_idx').on(t.failedAt).where(sql`failed_at IS NOT NULL`),
  ],
);

/** Mail kept by the development mailbox (no SMTP_URL outside production). */
export const devMails = pgTable('dev_mails', {
  id: id(),
  /** The outbox job that sent it: a retried delivery stores the mail once. */
  jobKey: text('job_key').notNull().unique(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull().default(''),
  html: text('html'),
  attachments: jsonb('attachments')
    .$type<{ filename: string; contentType: string }[]>()
    .notNull()
    .default([]),
  createdAt: createdAt(),
});

/** Texts kept by the development mailbox (no Twilio account configured). */
export const devTexts = pgTable('dev_texts', {
  id: id(),
  /** The outbox job that sent it: a retried delivery stores the text once. */
  jobKey: text('job_key').notNull().unique(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters shared by every API instance. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    // Pruning drops ended windows without a scan.
    index('rate_limit_hits_window_idx').on(t.windowStart),
  ],
);

/**
 * Sessions ended by signing out before their token expired. A token carries its id (`jti`);
 * the row is kept until the token would have expired anyway, then pruned.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);
