import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '@slotmap/domain/language';
import { citext, createdAt, id } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: citext('email').notNull().unique(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    isAdmin: boolean('is_admin').notNull().default(false),
    freeMonths: integer('free_months').notNull().default(0),
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /**
     * When this account's referrer was given their free month: once, after this account's first
     * booking or plan, never for a bare sign-up (docs/decisions/042).
     */
    referralRewardedAt: timestamp('referral_rewarded_at', { withTimezone: true }),
    /** Saved intake-form answers, reused to prefill later bookings. */
    intakeFormFields: jsonb('intake_form_fields').$type<unknown[]>().notNull().default([]),
    googleUser: jsonb('google_user').$type<{ name: string; email: string } | null>(),
    googleUserBusiness: jsonb('google_user_business').$type<{
      name: string;
      email: string;
    } | null>(),
    /**
     * When the person opened the confirmation link mailed at sign-up. Unconfirmed accounts can book;
     * a referral is only rewarded once the referred account's e-mail is confirmed (decision 046).
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Raised on a password change or reset: tokens signed with an older version stop working. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Reminder texts only when the customer asked for them; mail reminders until turned off. */
    reminderTexts: boolean('reminder_texts').notNull().default(false),
    reminderMails: boolean('reminder_mails').notNull().default(true),
    /** The language the person reads Slotmap in, its mail and texts too (decision 069). */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_language', sql`${t.language} IN ('en', 'fr')`),
    // The referral sweep looks only at referred accounts whose referrer is still unrewarded.
    index('users_referral_unrewarded_idx')
      .on(t.referredBy)
      .where(sql`referred_by IS NOT NULL AND referral_rewarded_at IS NULL`),
  ],
);

export const profiles = pgTable('profiles', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  prefix: text('prefix').notNull().default(''),
  suffix: text('suffix').notNull().default(''),
  birthday: date('birthday'),
  phone: text('phone').notNull().default(''),
  bio: text('bio').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Only a hash of each reset token is kept: a database leak gives no working link. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
