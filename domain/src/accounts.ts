import { z } from 'zod';
import {
  CONTACT_PHONE_LENGTH,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORDS_DO_NOT_MATCH,
  PHONE_MAX,
  PHONE_MIN,
} from './constants.ts';
import { isoDate } from './date-range.ts';
import { ID_PATTERN } from './ids.ts';
import { LANGUAGES } from './language.ts';
import { HAS_LETTER, NAME_CHARACTERS } from './names.ts';

const MSG_BIRTHDAY = 'Birthday must be a date (YYYY-MM-DD)';

export { PASSWORDS_DO_NOT_MATCH } from './constants.ts';

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Please include a valid email'));

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export { NAME_CHARACTERS } from './names.ts';

/** A person's name (names.ts says which characters it may hold). */
function nameField(label: string) {
  const onlyLetters = `${label} may only contain letters, spaces, hyphens and apostrophes`;
  return z
    .string({ error: `${label} is required` })
    .trim()
    .normalize('NFC')
    .min(1, `${label} is required`)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    .regex(NAME_CHARACTERS, onlyLetters)
    .refine((name) => HAS_LETTER.test(name), `${label} must contain a letter`);
}

export const firstNameField = nameField('First name');
export const lastNameField = nameField('Last name');

/** Spec §5: phone digits only (forms strip the rest as typed), at least 10. */
export const phoneField = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .regex(/^\d+$/, 'Phone may only contain digits')
  .min(PHONE_MIN, `Phone must be at least ${PHONE_MIN} digits`)
  .max(PHONE_MAX, `Phone must be at most ${PHONE_MAX} digits`);

/** The account contact-info form requires exactly 10 digits. */
export const contactPhoneField = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .regex(/^\d+$/, 'Phone may only contain digits')
  .length(CONTACT_PHONE_LENGTH, `Phone must be exactly ${CONTACT_PHONE_LENGTH} digits`);

const idField = z.string('Invalid id').regex(ID_PATTERN, 'Invalid id');

export const MSG_LANGUAGE = 'Language must be en or fr';
/** The language an account reads Slotmap in: its pages, mail and texts (decision 069). */
export const languageField = z.enum(LANGUAGES, MSG_LANGUAGE);

// POST /auth
export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginInput = z.infer<typeof loginSchema>;

// POST /users (the referral field is spelt refferalUserId in the spec's call table)
export const registerSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
  refferalUserId: idField.optional().or(z.literal('').transform(() => undefined)),
  // The browser's language at sign-up; English when not sent.
  language: languageField.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The personal sign-up form: the call's fields plus a confirmation that never leaves the browser. */
export const registerFormSchema = registerSchema
  .extend({
    password2: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.password2, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['password2'],
  });

// POST /auth/reset
export const resetRequestSchema = z.object({ email: emailField });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

// POST /auth/new-password
export const newPasswordSchema = z.object({
  password: passwordField,
  token: z
    .string({ error: 'Reset token is required' })
    .min(1, 'Reset token is required')
    .max(200, 'Invalid reset token'),
});
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const MSG_CONFIRM_TOKEN = 'This confirmation link is invalid or has expired';
export const MSG_EMAIL_CONFIRMED = 'Your e-mail address is confirmed';
export const MSG_ALREADY_CONFIRMED = 'Your e-mail address is already confirmed';
export const MSG_CONFIRMATION_SENT = 'A new confirmation link is on its way to your e-mail';
/** POST /auth/confirm-email: the token of the link mailed at sign-up. */
export const confirmEmailSchema = z.object({
  token: z.string(MSG_CONFIRM_TOKEN).min(1, MSG_CONFIRM_TOKEN).max(2000, MSG_CONFIRM_TOKEN),
});
export const newPasswordFormSchema = z
  .object({
    password: passwordField,
    password2: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
  })
  .refine((v) => v.password === v.password2, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['password2'],
  });

// POST /users/me
export const changePasswordSchema = z
  .object({
    email: emailField,
    password: passwordField,
    password2: z.string({ error: 'Please confirm your password' }),
  })
  .refine((v) => v.password === v.password2, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['password2'],
  });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

// PUT /users/me/language: the language switch of a signed-in person.
export const languageSchema = z.object({ language: languageField });
export type LanguageInput = z.infer<typeof languageSchema>;

// POST /profile: contact info (account page) and the public profile fields; each optional, checked when sent.
export const profileSchema = z.object({
  firstName: firstNameField.optional(),
  lastName: lastNameField.optional(),
  phone: contactPhoneField.optional(),
  prefix: z
    .string()
    .trim()
    .max(NAME_MAX, `Prefix must be at most ${NAME_MAX} characters`)
    .optional(),
  suffix: z
    .string()
    .trim()
    .max(NAME_MAX, `Suffix must be at most ${NAME_MAX} characters`)
    .optional(),
  birthday: z.union([isoDate(MSG_BIRTHDAY), z.literal('')], MSG_BIRTHDAY).optional(),
  bio: z.string().trim().max(1000, 'Bio must be at most 1000 characters').optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const contactInfoSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  phone: contactPhoneField,
});

export const MESSAGE_TYPES = ['message', 'booking', 'comment', 'company'] as const;
export const MESSAGE_SECTIONS = ['user', 'business'] as const;

// POST /messages: a user may only post to themself; the server posts everything else.
export const createMessageSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  text: z.string().trim().max(5000, 'Text must be at most 5000 characters').optional().default(''),
  type: z
    .enum(MESSAGE_TYPES, 'Type must be one of message, booking, comment, company')
    .default('message'),
  user: idField.optional(),
  booking: idField.optional().nullable(),
  section: z.enum(MESSAGE_SECTIONS, 'Section must be user or business').default('user'),
});
