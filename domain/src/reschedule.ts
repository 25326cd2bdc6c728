import { z } from 'zod';
import { newBookingSchema } from './bookings.ts';
import { CHANGE_CUTOFF_MAX } from './change-cutoff.ts';

export * from './change-cutoff.ts';

/** Moving a booking to another time, and the business's change policy (docs/decisions/053). */

/** POST /bookings/{id}/reschedule: the new start, with the same rules as a new booking's. */
export const rescheduleSchema = newBookingSchema.pick({ start_date: true, start_time: true });
export type Reschedule = z.output<typeof rescheduleSchema>;

export const MSG_CHANGE_CUTOFF = `Changes must close between 0 and ${CHANGE_CUTOFF_MAX} hours before the start`;

/** The company's `change_cutoff_hours`: whole hours, 0 (customers change until the start) to 720. */
export const changeCutoffField = z
  .number(MSG_CHANGE_CUTOFF)
  .int(MSG_CHANGE_CUTOFF)
  .min(0, MSG_CHANGE_CUTOFF)
  .max(CHANGE_CUTOFF_MAX, MSG_CHANGE_CUTOFF);
