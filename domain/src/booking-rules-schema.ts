import { z } from 'zod';
import { BUFFER_MAX, HORIZON_MAX, HORIZON_MIN, MIN_NOTICE_MAX } from './booking-rules.ts';

// The checks on booking rules, apart from booking-rules.ts: pages that only offer times (the
// business page's slots) load no zod.

/**
 * A whole number in a range; the form's number inputs send numbers, and a numeric string is read
 * as one, but nothing else (a boolean or null is not quietly 0 or 1).
 */
const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z.number(message).int(message).min(min, message).max(max, message),
    )
    .optional()
    .transform((v) => v ?? fallback);

export const MSG_MIN_NOTICE = `Minimum notice must be a whole number of minutes from 0 to ${MIN_NOTICE_MAX} (7 days)`;
export const MSG_BUFFER_BEFORE = `Buffer before must be a whole number of minutes from 0 to ${BUFFER_MAX}`;
export const MSG_BUFFER_AFTER = `Buffer after must be a whole number of minutes from 0 to ${BUFFER_MAX}`;
export const MSG_HORIZON = `Booking horizon must be a whole number of days from ${HORIZON_MIN} to ${HORIZON_MAX}`;

/** The rules' fields of the service payload (create, edit and the sign-up wizard's step). */
export const bookingRulesFields = {
  min_notice: wholeNumber(MSG_MIN_NOTICE, 0, MIN_NOTICE_MAX, 0),
  buffer_before: wholeNumber(MSG_BUFFER_BEFORE, 0, BUFFER_MAX, 0),
  buffer_after: wholeNumber(MSG_BUFFER_AFTER, 0, BUFFER_MAX, 0),
  horizon_days: wholeNumber(MSG_HORIZON, HORIZON_MIN, HORIZON_MAX, HORIZON_MAX),
};
