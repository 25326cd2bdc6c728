import { z } from 'zod';
import { upcomingChoiceField } from './upcoming.ts';
import { emailField } from './accounts.ts';
import {
  businessPhoneField,
  companyInfoShape,
  MSG_FIRST_SERVICE,
  MSG_PASSWORDS_DONT_MATCH,
  MSG_REASON,
  MSG_SERVICE_FIELDS,
  MSG_SUBCATEGORY,
  MSG_WIZARD_LOCATION,
  passwordsMatch,
  reasonGiven,
  servicesListSchema,
  withSubcategoryRule,
  wizardAccountShape,
} from './companies.ts';
import { hoursIssues, MSG_CLOSING_AFTER_OPENING, minuteOfDaySchema } from './hours-schema.ts';
import {
  defaultStoreHours,
  type StoreHours,
  unflattenHours,
  WEEKDAYS,
  type Weekday,
} from './hours.ts';
import { serviceSchema } from './services.ts';

/**
 * Request bodies of the companies calls (docs/api-companies.md), built from the field rules of
 * companies.ts, services.ts and hours.ts so that no rule is written twice.
 */

const MSG_OPEN_FLAG = 'Open must be true or false';

/** Forms send `true`/`false` and numbers; a few clients send them as strings. */
const openFlag = z.union(
  [
    z.boolean(MSG_OPEN_FLAG),
    z.enum(['true', 'false'], MSG_OPEN_FLAG).transform((v) => v === 'true'),
  ],
  MSG_OPEN_FLAG,
);
const flatMinute = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  minuteOfDaySchema,
);

type FlatHoursShape = Record<`${Weekday}_open`, z.ZodOptional<typeof openFlag>> &
  Record<`${Weekday}_start_time` | `${Weekday}_end_time`, z.ZodOptional<typeof flatMinute>>;

/** `{Day}_open`, `{Day}_start_time`, `{Day}_end_time` for the seven weekdays, each optional. */
export const flatHoursShape = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`${d}_open`, openFlag.optional()],
    [`${d}_start_time`, flatMinute.optional()],
    [`${d}_end_time`, flatMinute.optional()],
  ]),
) as FlatHoursShape;

/** The week a form's flattened fields describe; unsent days keep `fallback` (a new business: 9 to 5). */
export function hoursOf(flat: Record<string, unknown>, fallback: StoreHours = defaultStoreHours()) {
  return unflattenHours(flat, fallback);
}

/**
 * Adds each open day whose closing time is not after its opening time as an issue on that field
 * (a malformed time is already reported by its own field).
 */
function checkHours(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const issue of hoursIssues(hoursOf(v)).filter(
    (i) => i.message === MSG_CLOSING_AFTER_OPENING,
  ))
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
}

// POST /company: the whole form (create, or update when `_id` is sent), hours flattened.
export const companyFormSchema = z
  .object({
    _id: z.uuid('Company not found').optional(),
    ...companyInfoShape,
    ...flatHoursShape,
    services: servicesListSchema.optional().default([]),
    upcoming: upcomingChoiceField,
  })
  .refine(withSubcategoryRule, { message: MSG_SUBCATEGORY, path: ['subcategory'] })
  .superRefine(checkHours);
export type CompanyFormInput = z.input<typeof companyFormSchema>;
export type CompanyForm = z.output<typeof companyFormSchema>;

/** A field as an optional one without its default: an unsent field must stay unsent. */
function optionalWithoutDefault(field: z.ZodType): z.ZodType {
  return field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field.optional();
}

type InfoShape = typeof companyInfoShape;
const companyEditShape = Object.fromEntries(
  Object.entries(companyInfoShape).map(([k, v]) => [k, optionalWithoutDefault(v)]),
) as {
  [K in keyof InfoShape]: z.ZodOptional<z.ZodType<z.output<InfoShape[K]>, z.input<InfoShape[K]>>>;
};

// PUT /company/business/{id}: any subset of the flattened fields. Rules that tie fields together
// (subcategory, closing after opening) are checked on the merged business by the server.
export const companyEditSchema = z.object({
  ...companyEditShape,
  ...flatHoursShape,
  /** What to do with appointments to come that new hours leave outside opening time. */
  upcoming: upcomingChoiceField,
});
export type CompanyEditInput = z.input<typeof companyEditSchema>;
export type CompanyEdit = z.output<typeof companyEditSchema>;

// PUT /company/business/service: a new service of one business.
export const newServiceSchema = z.intersection(
  z.object({ company_id: z.string({ error: 'Company not found' }) }),
  serviceSchema,
);
export type NewServiceInput = z.input<typeof newServiceSchema>;

const filled = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';
const SERVICE_REQUIRED = ['name', 'description', 'price'] as const;

/**
 * The wizard's services: a row left blank is not sent (spec §5), a row filled only in part is
 * 'Please fill out the service fields.', and at least one service is needed.
 */
const wizardServicesSchema = z
  .array(z.record(z.string(), z.unknown()), MSG_FIRST_SERVICE)
  .optional()
  .default([])
  .transform((rows) => rows.filter((s) => SERVICE_REQUIRED.some((k) => filled(s[k]))))
  .superRefine((rows, ctx) => {
    rows.forEach((s, i) => {
      if (!SERVICE_REQUIRED.every((k) => filled(s[k])))
        ctx.addIssue({ code: 'custom', message: MSG_SERVICE_FIELDS, path: [i] });
    });
  })
  .pipe(servicesListSchema.min(1, MSG_FIRST_SERVICE));

const wizardLocation = (max: number, min: number) =>
  z.coerce.number(MSG_WIZARD_LOCATION).min(min, MSG_WIZARD_LOCATION).max(max, MSG_WIZARD_LOCATION);

// POST /users/business-register: the four wizard steps in one payload (spec business §3).
export const businessRegisterSchema = z
  .object({
    ...companyInfoShape,
    ...wizardAccountShape,
    companyEmail: emailField,
    companyPhone: businessPhoneField,
    lat: wizardLocation(84, 14),
    lng: wizardLocation(-50, -180),
    ...flatHoursShape,
    services: wizardServicesSchema,
  })
  .refine(passwordsMatch, { message: MSG_PASSWORDS_DONT_MATCH, path: ['password2'] })
  .refine(reasonGiven, { message: MSG_REASON, path: ['reason'] })
  .refine(withSubcategoryRule, { message: MSG_SUBCATEGORY, path: ['subcategory'] })
  .superRefine(checkHours);
export type BusinessRegisterInput = z.input<typeof businessRegisterSchema>;
export type BusinessRegister = z.output<typeof businessRegisterSchema>;

/** The paged lists' `limit`, `page` and `search`, kept importable from here. */
export { MAX_PAGE_LIMIT, type PageQuery, pageQuerySchema } from './paging.ts';
