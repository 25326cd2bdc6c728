import { z } from 'zod';
import { type DayHours, type StoreHours, TIME_STEP, WEEKDAYS, type Weekday } from './hours.ts';

// The checks on opening hours, apart from hours.ts: pages that only show hours load no zod.

export const minuteOfDaySchema = z
  .number('Time must be minutes from midnight')
  .int('Time must be minutes from midnight')
  .min(0, 'Time must be between 0 and 1440')
  .max(1440, 'Time must be between 0 and 1440')
  .refine((v) => v % TIME_STEP === 0, 'Times go in 30-minute steps');

export const MSG_CLOSING_AFTER_OPENING = 'Closing time must be later than opening time';

export const dayHoursSchema = z
  .object({ open: z.boolean(), start_time: minuteOfDaySchema, end_time: minuteOfDaySchema })
  .refine((d) => !d.open || d.end_time > d.start_time, {
    message: MSG_CLOSING_AFTER_OPENING,
    path: ['end_time'],
  }) satisfies z.ZodType<DayHours>;

export const storeHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema])) as Record<
    Weekday,
    typeof dayHoursSchema
  >,
) satisfies z.ZodType<StoreHours>;

/**
 * The rule problems of a week of hours, named as the flattened form names its fields
 * (`Monday_end_time`), so a form can show each next to its input and the server can report them.
 */
export function hoursIssues(hours: StoreHours): { path: string; message: string }[] {
  return WEEKDAYS.flatMap((d) => {
    const r = dayHoursSchema.safeParse(hours[d]);
    return r.success
      ? []
      : r.error.issues.map((i) => ({ path: `${d}_${String(i.path[0])}`, message: i.message }));
  });
}
