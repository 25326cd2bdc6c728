import { z } from 'zod';
import { emailField, firstNameField, lastNameField, passwordField } from './accounts.ts';
import { CATEGORY_NAMES, subcategoriesOf } from './categories.ts';
import { NAME_MAX } from './constants.ts';
import { changeCutoffField } from './reschedule.ts';
import { DEFAULT_REMINDER_OFFSETS } from './reminders.ts';
import { reminderOffsetsField } from './reminders-schema.ts';
import { serviceSchema } from './services.ts';

export const MSG_CATEGORY = 'Please select category.';
export const MSG_SUBCATEGORY = 'Please select subcategory.';
export const MSG_LOCATION = 'Please select valid location.';
export const MSG_WIZARD_LOCATION = 'Please select a valid location.';
export const MSG_FORM_ERRORS =
  'There is some errors with the form values, please check the form once.';
export const MSG_PHONE_RANGE = 'Must be at least 10 numbers and maximum 15 numbers.';
export const MSG_PASSWORDS_DONT_MATCH = "Passwords don't match!";
export const MSG_FIRST_SERVICE = 'Please fill out your first service fields.';
export const MSG_SERVICE_FIELDS = 'Please fill out the service fields.';

export const REFERENCES = [
  'word of mouth',
  'email',
  'socialmedia',
  'radio',
  'podcast',
  'search',
  'other',
] as const;
export const CALENDAR_TYPES = ['calandly', 'janeapp', ''] as const;

/** Letters, digits, spaces and the spec's punctuation ($ & + , : ; = ? @ # | ' < > . - ^ * ( ) % !). */
const COMPANY_NAME_RE = /^[\p{L}\d $&+,:;=?@#|'<>.\-^*()%!]+$/u;

export const companyNameField = z
  .string({ error: 'Company name is required' })
  .trim()
  .min(1, { error: 'Company name is required', abort: true })
  .max(NAME_MAX, `Company name must be at most ${NAME_MAX} characters`)
  .regex(
    COMPANY_NAME_RE,
    "Company name may only contain letters, digits, spaces and $ & + , : ; = ? @ # | ' < > . - ^ * ( ) % !",
  );

/** Business phones: digits only, 10 to 15. */
export const businessPhoneField = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, { error: 'Phone is required', abort: true })
  .regex(/^\d+$/, { error: 'Phone may only contain digits', abort: true })
  .min(10, MSG_PHONE_RANGE)
  .max(15, MSG_PHONE_RANGE);

const optionalText = (label: string, max = NAME_MAX) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default('');

const socialLink = (site: string) =>
  z
    .string()
    .trim()
    .regex(
      new RegExp(`^$|^(https?://)?(www\\.)?${site}\\.com(/.*)?$`, 'i'),
      `This is not a valid ${site} link.`,
    )
    .optional()
    .default('');

const latitude = z.coerce.number(MSG_LOCATION).min(14, MSG_LOCATION).max(84, MSG_LOCATION);
const longitude = z.coerce.number(MSG_LOCATION).min(-180, MSG_LOCATION).max(-50, MSG_LOCATION);

/** The business information fields (create, edit, wizard step 2), without hours and services. */
export const companyInfoShape = {
  name: companyNameField,
  description: optionalText('Description', 1000),
  website: z
    .union([z.url({ protocol: /^https?$/, error: 'Website must be a URL' }), z.literal('')])
    .optional()
    .default(''),
  email: emailField,
  phone: businessPhoneField,
  fax: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\d{10}$/, 'Fax must be exactly 10 digits'),
      z.literal(''),
    ])
    .optional()
    .default(''),
  category: z
    .string({ error: MSG_CATEGORY })
    .trim()
    .refine((c) => CATEGORY_NAMES.includes(c), MSG_CATEGORY),
  subcategory: z.string().trim().optional().default(''),
  street_address: optionalText('Street address', 100),
  street_address_2: optionalText('Street address 2'),
  city: z
    .string({ error: 'City is required' })
    .trim()
    .min(1, 'City is required')
    .max(NAME_MAX, 'City must be at most 50 characters'),
  province: z
    .string({ error: 'Province is required' })
    .trim()
    .min(1, 'Province is required')
    .max(NAME_MAX, 'Province must be at most 50 characters'),
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .min(1, 'Country is required')
    .max(NAME_MAX, 'Country must be at most 50 characters'),
  postal: optionalText('Postal code'),
  lat: latitude,
  lng: longitude,
  facebook: socialLink('facebook'),
  twitter: z.string().trim().max(200).optional().default(''),
  linkedin: socialLink('linkedin'),
  instagram: socialLink('instagram'),
  calendartype: z.enum(CALENDAR_TYPES).optional().default(''),
  calendarurl: z
    .union([z.url({ protocol: /^https?$/, error: 'Calendar link must be a URL' }), z.literal('')])
    .optional()
    .default(''),
  /** The change policy (docs/decisions/053): 0 lets customers change until the start. */
  change_cutoff_hours: changeCutoffField.optional().default(0),
  /** Minutes before the start each reminder goes out (docs/decisions/057). */
  reminder_offsets: reminderOffsetsField.optional().default(DEFAULT_REMINDER_OFFSETS),
};

/** Subcategory is required whenever the chosen category has subcategories, and must be one of them. */
export const withSubcategoryRule = <T extends { category: string; subcategory: string }>(v: T) =>
  subcategoriesOf(v.category).length === 0 || subcategoriesOf(v.category).includes(v.subcategory);

export const companyInfoSchema = z
  .object(companyInfoShape)
  .refine(withSubcategoryRule, { message: MSG_SUBCATEGORY, path: ['subcategory'] });
export type CompanyInfo = z.output<typeof companyInfoSchema>;

export const servicesListSchema = z.array(serviceSchema).max(50, 'At most 50 services');

/** Wizard step 1: the owner's account and the business's contact details. */
export const wizardAccountShape = {
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phone: businessPhoneField,
  password: passwordField,
  password2: z
    .string({ error: 'Please confirm your password' })
    .min(1, 'Please confirm your password'),
  refferalUserId: z
    .uuid('Invalid referral')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  reference: z
    .enum(REFERENCES, 'Please choose how you heard about us')
    .optional()
    .default('word of mouth'),
  reason: z
    .string()
    .trim()
    .max(500, 'Reason must be at most 500 characters')
    .optional()
    .default(''),
};

/** Shown when "other" is chosen without saying what (the spec names no text for it). */
export const MSG_REASON = 'Please tell us how you heard about us';

/** Wizard step 1 rules, shared by the form's step check and the server's whole-payload check. */
export const passwordsMatch = (v: { password: string; password2: string }) =>
  v.password === v.password2;
export const reasonGiven = (v: { reference: string; reason: string }) =>
  v.reference !== 'other' || v.reason.trim() !== '';
