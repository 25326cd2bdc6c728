import { z } from 'zod';
import {
  MAX_CLOSURE_REASON,
  MAX_CLOSURES,
  MSG_CLOSURE_CLOSING,
  MSG_CLOSURE_FROM,
  MSG_CLOSURE_ORDER,
  MSG_CLOSURE_REASON,
  MSG_CLOSURE_TIMES,
  MSG_CLOSURE_TO,
  MSG_CLOSURES_MAX,
} from './closure-rules.ts';
import type { Closure } from './closures.ts';
import { isoDate } from './date-range.ts';
import { minuteOfDaySchema } from './hours-schema.ts';
import { upcomingChoiceField } from './upcoming.ts';

// The checks on closures, apart from closures.ts: pages that only show closures load no zod.

const closureTime = minuteOfDaySchema.nullable().default(null);

export const closureSchema = z
  .object({
    from: isoDate(MSG_CLOSURE_FROM),
    to: isoDate(MSG_CLOSURE_TO),
    reason: z
      .string('The reason must be text')
      .trim()
      .max(MAX_CLOSURE_REASON, MSG_CLOSURE_REASON)
      .default(''),
    start_time: closureTime,
    end_time: closureTime,
  })
  .refine((c) => c.to >= c.from, { message: MSG_CLOSURE_ORDER, path: ['to'] })
  .refine((c) => (c.start_time === null) === (c.end_time === null), {
    message: MSG_CLOSURE_TIMES,
    path: ['end_time'],
  })
  .refine((c) => c.start_time === null || c.end_time === null || c.end_time > c.start_time, {
    message: MSG_CLOSURE_CLOSING,
    path: ['end_time'],
  }) satisfies z.ZodType<Closure, unknown>;

/**
 * PUT /company/{id}/closures: the whole list, which replaces the stored one. `upcoming` is the
 * owner's choice for appointments to come the closures leave outside opening time (decision 051),
 * `cancel_reason` what the cancelled customers are told (else REASON_CLOSED).
 */
export const closuresPutSchema = z.object({
  closures: z.array(closureSchema, 'closures must be a list').max(MAX_CLOSURES, MSG_CLOSURES_MAX),
  upcoming: upcomingChoiceField,
  cancel_reason: z
    .string('The reason must be text')
    .trim()
    .max(200, 'The reason can be at most 200 characters')
    .optional(),
});
export type ClosuresPut = z.infer<typeof closuresPutSchema>;
