import { z } from 'zod';
import { MESSAGE_SECTIONS, MESSAGE_TYPES } from './accounts.ts';
import { savedAnswerViewSchema } from './booking-view.ts';
import { LANGUAGES } from './language.ts';
import { msgViewSchema } from './view-schema.ts';

/**
 * The answers of the account, profile, message and upload calls (docs/api-accounts.md), as
 * schemas (view-schema.ts).
 */

const googleUserViewSchema = z.object({ name: z.string(), email: z.string() }).nullable();

/** GET /auth: the signed-in user as the API shows it to themself; never the password hash. */
export const userViewSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
  /** The address was confirmed through the link mailed at sign-up. */
  emailConfirmed: z.boolean(),
  free_months: z.number(),
  date: z.string(),
  /** Saved intake answers (PUT /auth/intakeForm), prefilled on later bookings (decision 035). */
  intakeFormFields: z.array(savedAnswerViewSchema),
  googleUser: googleUserViewSchema,
  googleAuth: z.boolean(),
  googleUserBusiness: googleUserViewSchema,
  googleAuthBusiness: z.boolean(),
  /** Reminder texts, only when asked for; mail reminders until turned off (decision 057). */
  reminder_texts: z.boolean(),
  reminder_mails: z.boolean(),
  /** The language the person reads Slotmap in, its mail and texts too (decision 069). */
  language: z.enum(LANGUAGES),
});
export type UserView = z.output<typeof userViewSchema>;

/** POST /auth, POST /users, POST /users/business-register: a session token. */
export const tokenViewSchema = z.object({ token: z.string() });

/** POST /users/me: a new token, as the password change ends the other sessions. */
export const msgTokenViewSchema = msgViewSchema.extend({ token: z.string() });

/** PUT /users/me/reminders: the account's reminder choices. */
export const reminderSettingsViewSchema = z.object({
  reminder_texts: z.boolean(),
  reminder_mails: z.boolean(),
});

/** PUT /users/me/language: the language saved on the account. */
export const languageViewSchema = z.object({ language: z.enum(LANGUAGES) });

/** GET /profile/me, POST /profile: the person's own profile. */
export const profileViewSchema = z.object({
  _id: z.string(),
  user: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string().nullable(),
  }),
  prefix: z.string(),
  suffix: z.string(),
  birthday: z.string().nullable(),
  phone: z.string(),
  bio: z.string(),
});
export type ProfileView = z.output<typeof profileViewSchema>;

/** GET /profile: profiles as anyone may see them, names only. */
export const publicProfileListViewSchema = z.array(
  z.object({
    _id: z.string(),
    user: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
    prefix: z.string(),
    suffix: z.string(),
  }),
);

/** A notification (`/messages`). */
export const messageViewSchema = z.object({
  _id: z.string(),
  title: z.string(),
  text: z.string(),
  type: z.enum(MESSAGE_TYPES),
  user: z.string(),
  booking: z.string().nullable(),
  section: z.enum(MESSAGE_SECTIONS),
  read: z.boolean(),
  date_created: z.string(),
});
export type MessageView = z.output<typeof messageViewSchema>;
export const messageListViewSchema = z.array(messageViewSchema);

/** GET /messages/unread: how many notifications of each section are unread. */
export const unreadCountsViewSchema = z.object({ user: z.number(), business: z.number() });
export type UnreadCountsView = z.output<typeof unreadCountsViewSchema>;

/** POST /uploads: the uploader's new image, with a signed address for its thumbnail. */
export const uploadViewSchema = z.object({
  _id: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number(),
});

/** GET /health: the notices waiting for delivery, being retried and given up. */
export const healthViewSchema = z.object({
  status: z.literal('ok'),
  outbox: z.object({ queued: z.number(), retrying: z.number(), dead: z.number() }),
});
