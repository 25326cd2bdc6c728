import { z } from 'zod';
import { WEEKDAYS, type Weekday } from './hours.ts';
import { PERIODS } from './slots.ts';
import { cellIsOpen, cellKey, PERIOD_RANGES } from './waitlist-cells.ts';

export { cellIsOpen, cellKey, PERIOD_RANGES };

/**
 * Waitlists (spec consumer §2 Waitlist dialog, §3 Waitlist entry, §4, §7, §9): a customer waits
 * for a business's weekday and period for a while; when a time of that cell frees up it is
 * offered to the people waiting, one at a time in the order they joined (docs/decisions/041).
 */

export const WAITLIST_DURATIONS = ['1 Week', '2 Weeks', '1 Month'] as const;
export type WaitlistDuration = (typeof WAITLIST_DURATIONS)[number];
export const DEFAULT_WAITLIST_DURATION: WaitlistDuration = '2 Weeks';

/** How long a freed time is held for the person it is offered to, unless configured. */
export const DEFAULT_HOLD_MINUTES = 15;
/** The cells one person may wait for at once, over all businesses (7 weekdays × 3 periods × 10). */
export const MAX_WAITLIST_ENTRIES = 210;

const DAY_LIST = WEEKDAYS.join(', ');
const DURATION_LIST = WAITLIST_DURATIONS.join(', ');
export const MSG_WAITLIST_DAY = `Day must be one of ${DAY_LIST}`;
export const MSG_WAITLIST_PERIOD = 'Period must be one of morning, afternoon, evening';
export const MSG_WAITLIST_DURATION = `Duration must be one of ${DURATION_LIST}`;
export const MSG_WAITLIST_NOTIFY = "Please tick 'Text Me' or 'Email Me'";
export const MSG_WAITLIST_NOT_FOUND = 'Waitlist entry not found';
export const MSG_WAITLIST_OTHER_USER = 'You can only join a waitlist for yourself';
export const MSG_WAITLIST_OWN_BUSINESS = 'You cannot join the waitlist of your own business';
export const MSG_WAITLIST_FULL = `You can wait for at most ${MAX_WAITLIST_ENTRIES} times at once`;
export const MSG_WAITLIST_CONTACT =
  "Notices go to your account's e-mail and phone; change them on the account page";
export const MSG_WAITLIST_NO_PHONE = 'Add a phone number to your account to be texted';
export const MSG_OFFER_NOT_FOUND = 'This offer is no longer open';
export const MSG_SLOT_HELD =
  'This time is being held for someone on the waitlist. Please choose another time.';

const uuid = (msg: string) => z.string(msg).regex(/^[0-9a-f-]{36}$/i, msg);

/** A weekday name in any case ('monday', 'Monday'), read as the spec's capitalised name. */
export const weekdayField = z
  .string(MSG_WAITLIST_DAY)
  .transform((s) => WEEKDAYS.find((d) => d.toLowerCase() === s.trim().toLowerCase()))
  .refine((d): d is Weekday => d !== undefined, MSG_WAITLIST_DAY)
  .transform((d) => d as Weekday);

export const periodField = z
  .string(MSG_WAITLIST_PERIOD)
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum(PERIODS, MSG_WAITLIST_PERIOD));

export const durationField = z.enum(WAITLIST_DURATIONS, MSG_WAITLIST_DURATION);

export const preferencesSchema = z
  .object(
    {
      notifyByText: z.boolean('notifyByText must be true or false').default(false),
      notifyByEmail: z.boolean('notifyByEmail must be true or false').default(false),
    },
    MSG_WAITLIST_NOTIFY,
  )
  .refine((p) => p.notifyByText || p.notifyByEmail, MSG_WAITLIST_NOTIFY);
export type WaitlistPreferences = z.output<typeof preferencesSchema>;

/** Optional in the calls; when sent, they must be the account's own (the server decides). */
const contactFields = {
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(30).optional(),
};

/** POST /waitlist (spec §7). `user`, when sent, must be the caller. */
export const newWaitlistEntrySchema = z.object({
  company: uuid('Please choose a business'),
  user: uuid('user must be a user id').optional(),
  day: weekdayField,
  period: periodField,
  duration: durationField.default(DEFAULT_WAITLIST_DURATION),
  preferences: preferencesSchema,
  ...contactFields,
});
export type NewWaitlistEntry = z.output<typeof newWaitlistEntrySchema>;

/** PUT /waitlist/{id} (spec §7). */
export const waitlistUpdateSchema = z.object({
  preferences: preferencesSchema,
  ...contactFields,
});
export type WaitlistUpdate = z.output<typeof waitlistUpdateSchema>;

export const waitlistCellSchema = z.object({ day: weekdayField, period: periodField });
export type WaitlistCell = z.output<typeof waitlistCellSchema>;

/**
 * PUT /waitlist/company/{companyId}: the dialog's whole state for one business, saved in one
 * transaction (spec §4: new cells created, cleared ones deleted, changed preferences updated).
 * An empty list leaves the business's waitlist.
 */
export const waitlistDialogSchema = z.object({
  cells: z
    .array(waitlistCellSchema, 'cells must be a list of { day, period }')
    .max(WEEKDAYS.length * PERIODS.length, 'At most 21 cells'),
  duration: durationField.default(DEFAULT_WAITLIST_DURATION),
  preferences: preferencesSchema,
});
export type WaitlistDialog = z.output<typeof waitlistDialogSchema>;

/** The instant an entry made at `createdAt` stops waiting: 7 or 14 days, or one calendar month. */
export function waitlistExpiry(createdAt: Date, duration: WaitlistDuration): Date {
  if (duration === '1 Month') {
    const end = new Date(createdAt);
    end.setUTCMonth(end.getUTCMonth() + 1);
    // 31 January waits until the last day of February, not 3 March.
    if (end.getUTCDate() !== createdAt.getUTCDate()) end.setUTCDate(0);
    return end;
  }
  const days = duration === '1 Week' ? 7 : 14;
  return new Date(createdAt.getTime() + days * 24 * 60 * 60_000);
}

export type {
  WaitlistCompanyView,
  WaitlistEntryView,
  WaitlistOfferView,
} from './waitlist-view.ts';
