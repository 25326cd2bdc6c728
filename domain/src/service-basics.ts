import { DEFAULT_BOOKING_RULES } from './booking-rules.ts';
import type { ServiceInput } from './services.ts';

/**
 * A service's choices, messages and new-business default (business §9), apart from its schema
 * (services.ts), so a form that only shows them loads no zod until it is checked.
 */

/** Service durations in minutes (business §9); a new service defaults to 15. */
export const SERVICE_DURATIONS = [15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_DURATION = 15;

/** field_name is the label with every space replaced by an underscore (see docs/decisions). */
export const fieldNameOf = (label: string) => label.trim().replace(/\s+/g, '_');

export const MSG_CONTACT_METHOD = 'Please select atleast one contact method!';
export const MSG_SITE_LINK = 'Please enter a valid URL for the booking site';

/** The new-business default service: call to book, 15 minutes. */
export const defaultService = (): ServiceInput => ({
  name: '',
  description: '',
  price: '',
  service_duration: DEFAULT_DURATION,
  book_online: false,
  book_site: false,
  call_to_book: true,
  book_site_link: '',
  intakeForm: [],
  ...DEFAULT_BOOKING_RULES,
});
