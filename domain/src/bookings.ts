import { z } from 'zod';
import { isoDate } from './date-range.ts';
import { sliderRange } from './intake-fields.ts';

import {
  ATTACHMENTS_MAX,
  COMMENT_MAX,
  MSG_COMMENT_REQUIRED,
  MSG_REASON_REQUIRED,
  TEXT_MAX,
} from './booking-limits.ts';

export * from './booking-limits.ts';

/** Requests and messages of the booking calls (spec consumer §3, §5, §7). */

const uuid = (msg: string) => z.string(msg).regex(/^[0-9a-f-]{36}$/i, msg);

const MSG_FIELD_TYPE =
  'Field type must be one of text, checkbox, radio, file, textarea, slider, dropdown';
const answerLabel = z.string().trim().min(1).max(200);
const choice = z.string('Choose one of the options').max(200, 'Choose one of the options');
const imageUrl = z
  .string('File answers must be image addresses')
  .max(2000, 'File answers must be image addresses');

/**
 * An intake answer, its value typed by its question's type as the booking form sends it (spec
 * consumer §2, §4): text a string, a checkbox a list of option values, a radio button or a
 * dropdown one option value, a slider its number on the scale (or an option's label), a file the
 * uploaded image's address or a list of them.
 */
export const intakeAnswerSchema = z.discriminatedUnion(
  'field_type',
  [
    z.object({
      field_label: answerLabel,
      field_type: z.literal(['text', 'textarea']),
      value: z
        .string('This answer must be text')
        .max(2000, 'Answers must be at most 2000 characters'),
    }),
    z.object({
      field_label: answerLabel,
      field_type: z.literal('checkbox'),
      value: z.array(choice, 'Checkbox answers must be a list of options').max(20),
    }),
    z.object({
      field_label: answerLabel,
      field_type: z.literal(['radio', 'dropdown']),
      value: choice,
    }),
    z.object({
      field_label: answerLabel,
      field_type: z.literal('slider'),
      value: z.union([z.number().finite(), choice], 'Slider answers must be a number'),
    }),
    z.object({
      field_label: answerLabel,
      field_type: z.literal('file'),
      value: z.union(
        [imageUrl, z.array(imageUrl).max(ATTACHMENTS_MAX, `At most ${ATTACHMENTS_MAX} images`)],
        'File answers must be image addresses',
      ),
    }),
  ],
  MSG_FIELD_TYPE,
);
export type IntakeAnswer = z.infer<typeof intakeAnswerSchema>;

export const newBookingSchema = z.object({
  company: uuid('Please choose a business'),
  service: uuid('Please choose a service'),
  start_date: isoDate('Please choose a date'),
  start_time: z
    .number('Please choose a time')
    .int('Please choose a time')
    .min(0, 'Please choose a time')
    .max(1439, 'Please choose a time'),
  text: z.string().trim().max(TEXT_MAX, `Notes can be at most ${TEXT_MAX} characters`).default(''),
  intakeForm: z.array(intakeAnswerSchema).max(50).default([]),
  /** "Text me reminders": remembered on the customer (docs/decisions/057); unsent keeps theirs. */
  reminder_texts: z.boolean('reminder_texts must be true or false').optional(),
});
export type NewBooking = z.output<typeof newBookingSchema>;

export const cancelBookingSchema = z.object({
  reason: z.string(MSG_REASON_REQUIRED).trim().min(1, MSG_REASON_REQUIRED).max(500),
});

export const calendarIdsSchema = z
  .object({
    user_calender: z.string().trim().min(1).max(500).optional(),
    business_calender: z.string().trim().min(1).max(500).optional(),
  })
  .refine((b) => b.user_calender !== undefined || b.business_calender !== undefined, {
    message: 'Send user_calender or business_calender',
  });

export const newCommentSchema = z.object({
  text: z.string(MSG_COMMENT_REQUIRED).trim().min(1, MSG_COMMENT_REQUIRED).max(COMMENT_MAX),
  UploadImage: z
    .array(z.string().max(300))
    .max(ATTACHMENTS_MAX, `At most ${ATTACHMENTS_MAX} attachments`)
    .default([]),
});

/** A required intake question is answered when its value is not empty. */
export function isAnswered(value: IntakeAnswer['value'] | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** A question as the service asks it: what an answer to it is checked against. */
export interface AskedQuestion {
  field_label: string;
  field_type: string;
  options: { label: string; value?: string }[];
}

const msgAnswerMisfit = (label: string) => `The answer to "${label}" does not fit its question`;
const msgAnswerNotOption = (label: string) =>
  `Please choose the answer to "${label}" from its options`;
const msgAnswerOffScale = (label: string) => `The answer to "${label}" must be on its scale`;

/**
 * Why an answer does not fit its question, or undefined when it does: it must be of the
 * question's type, a choice one of its options (by value, or by label), a slider number on its
 * scale.
 */
export function answerMisfit(question: AskedQuestion, answer: IntakeAnswer): string | undefined {
  const label = question.field_label;
  if (answer.field_type !== question.field_type) return msgAnswerMisfit(label);
  const values = new Set(question.options.map((o) => o.value || o.label));
  const isOption = (v: string) => values.has(v) || question.options.some((o) => o.label === v);
  const notAnOption = msgAnswerNotOption(label);
  switch (answer.field_type) {
    case 'checkbox':
      return answer.value.every(isOption) ? undefined : notAnOption;
    case 'radio':
    case 'dropdown':
      return answer.value === '' || isOption(answer.value) ? undefined : notAnOption;
    case 'slider': {
      if (typeof answer.value === 'string') return isOption(answer.value) ? undefined : notAnOption;
      const { min, max } = sliderRange(values.size);
      return answer.value >= min && answer.value <= max ? undefined : msgAnswerOffScale(label);
    }
    default:
      return undefined;
  }
}
