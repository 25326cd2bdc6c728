import { z } from 'zod';
import { bookingRulesFields } from './booking-rules-schema.ts';
import { NAME_MAX } from './constants.ts';
import {
  DEFAULT_DURATION,
  fieldNameOf,
  MSG_CONTACT_METHOD,
  MSG_SITE_LINK,
  SERVICE_DURATIONS,
} from './service-basics.ts';
import {
  FIELD_TYPES,
  type FieldType,
  OPTION_FIELD_TYPES,
  SLIDER_MIN,
  sliderOptionAt,
  sliderRange,
  sliderStep,
} from './intake-fields.ts';

export {
  FIELD_TYPES,
  type FieldType,
  OPTION_FIELD_TYPES,
  SLIDER_MIN,
  sliderOptionAt,
  sliderRange,
  sliderStep,
};

export {
  DEFAULT_DURATION,
  defaultService,
  fieldNameOf,
  MSG_CONTACT_METHOD,
  MSG_SITE_LINK,
  SERVICE_DURATIONS,
} from './service-basics.ts';

const optionSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, 'Every option needs a label')
    .max(100, 'Option labels must be at most 100 characters'),
  value: z.string().trim().max(100, 'Option values must be at most 100 characters').optional(),
  isChecked: z.boolean().optional().default(false),
});

export const intakeFieldSchema = z
  .object({
    field_category: z.string().trim().max(NAME_MAX).optional().default(''),
    field_label: z
      .string({ error: 'Every question needs a label' })
      .trim()
      .min(1, 'Every question needs a label')
      .max(200, 'Question labels must be at most 200 characters'),
    field_type: z.enum(
      FIELD_TYPES,
      'Field type must be one of text, checkbox, radio, file, textarea, slider, dropdown',
    ),
    is_required: z.boolean().optional().default(false),
    options: z.array(optionSchema).max(20, 'At most 20 options').optional().default([]),
  })
  .refine((f) => !OPTION_FIELD_TYPES.includes(f.field_type) || f.options.length > 0, {
    message: 'Add at least one option to this question',
    path: ['options'],
  })
  .transform((f) => ({
    ...f,
    field_name: fieldNameOf(f.field_label),
    options: f.options.map((o) => ({ ...o, value: o.value || o.label })),
  }));
export type IntakeField = z.output<typeof intakeFieldSchema>;

const url = z.url({ protocol: /^https?$/, error: MSG_SITE_LINK });

export const serviceSchema = z
  .object({
    name: z
      .string({ error: 'Service name is required' })
      .trim()
      .min(1, 'Service name is required')
      .max(NAME_MAX, `Service name must be at most ${NAME_MAX} characters`),
    description: z
      .string({ error: 'Service description is required' })
      .trim()
      .min(1, 'Service description is required')
      .max(1000, 'Service description must be at most 1000 characters'),
    price: z
      .union([z.string(), z.number()], { error: 'Price is required' })
      .transform((v) => String(v).trim())
      .pipe(
        z
          .string()
          .min(1, { error: 'Price is required', abort: true })
          .regex(
            /^\d{1,6}(\.\d{1,2})?$/,
            'Price may only contain digits (dollars, optionally with cents)',
          ),
      )
      .transform(Number),
    service_duration: z.coerce
      .number('Duration is required')
      .refine(
        (v) => (SERVICE_DURATIONS as readonly number[]).includes(v),
        'Duration must be 15, 30, 45, 60, 90 or 120 minutes',
      )
      .default(DEFAULT_DURATION),
    book_online: z.boolean().optional().default(false),
    book_site: z.boolean().optional().default(false),
    call_to_book: z.boolean().optional().default(false),
    book_site_link: z
      .union([url, z.literal('')])
      .optional()
      .default(''),
    booking_method: z.string().trim().max(50).optional().default(''),
    intakeForm: z.array(intakeFieldSchema).max(50, 'At most 50 questions').optional().default([]),
    ...bookingRulesFields,
  })
  .refine((s) => s.book_online || s.book_site || s.call_to_book, {
    message: MSG_CONTACT_METHOD,
    path: ['book_online'],
  })
  .refine((s) => !s.book_site || s.book_site_link !== '', {
    message: MSG_SITE_LINK,
    path: ['book_site_link'],
  })
  // The link only means something for "Book on another site".
  .transform((s) => ({ ...s, book_site_link: s.book_site ? s.book_site_link : '' }));
export type ServiceInput = z.input<typeof serviceSchema>;
export type Service = z.output<typeof serviceSchema>;
