import type { Language } from '@slotmap/domain/language';
import { DEFAULT_BOOKING_RULES } from '@slotmap/domain/booking-rules';
import type { ServiceView } from '@slotmap/domain/company-view';
import type { FieldType } from '@slotmap/domain/intake-fields';
import { defaultService } from '@slotmap/domain/service-basics';
import { randomId } from '@mantine/hooks';

export interface OptionDraft {
  label: string;
  value: string;
  isChecked: boolean;
}

/** An intake question being edited; `key` only keeps React rows stable and is never sent. */
export interface IntakeDraft {
  key: string;
  field_category: string;
  field_label: string;
  field_type: FieldType;
  is_required: boolean;
  options: OptionDraft[];
}

/** The service form's values, shaped for serviceSchema (which strips the draft-only keys). */
export interface ServiceFormValues {
  name: string;
  description: string;
  price: string;
  service_duration: string;
  book_online: boolean;
  book_site: boolean;
  call_to_book: boolean;
  book_site_link: string;
  booking_method: string;
  intakeForm: IntakeDraft[];
  /** Booking rules (decision 055); a number input holds '' while emptied. */
  min_notice: number | string;
  buffer_before: number | string;
  buffer_after: number | string;
  horizon_days: number | string;
}

export const BOOKING_METHODS = ['book_online', 'call_to_book', 'book_site'] as const;
export type BookingMethod = (typeof BOOKING_METHODS)[number];

/** The new-service default (spec §4): call to book, 15 minutes. */
export function newServiceValues(): ServiceFormValues {
  const d = defaultService();
  return {
    name: '',
    description: '',
    price: '',
    service_duration: String(d.service_duration),
    book_online: d.book_online ?? false,
    book_site: d.book_site ?? false,
    call_to_book: d.call_to_book ?? true,
    book_site_link: '',
    booking_method: 'call_to_book',
    intakeForm: [],
    ...DEFAULT_BOOKING_RULES,
  };
}

export function serviceValuesFrom(service: ServiceView): ServiceFormValues {
  return {
    name: service.name,
    description: service.description,
    price: service.price.toFixed(2).replace(/\.00$/, ''),
    service_duration: String(service.service_duration),
    book_online: service.book_online,
    book_site: service.book_site,
    call_to_book: service.call_to_book,
    book_site_link: service.book_site_link,
    booking_method: service.booking_method,
    intakeForm: service.intakeForm.map((f) => ({
      key: f._id || randomId(),
      field_category: f.field_category,
      field_label: f.field_label,
      field_type: f.field_type,
      is_required: f.is_required,
      options: f.options.map((o) => ({ ...o })),
    })),
    min_notice: service.min_notice,
    buffer_before: service.buffer_before,
    buffer_after: service.buffer_after,
    horizon_days: service.horizon_days,
  };
}

/** The chosen method, when exactly one is on (older records may have several). */
export function methodOf(values: ServiceFormValues): BookingMethod | null {
  const on = BOOKING_METHODS.filter((m) => values[m]);
  return on.length === 1 ? on[0] : (on[0] ?? null);
}

/**
 * Spec §4: turning one booking method on turns the others off, and the booking-site link is
 * cleared unless the method is "Book on another site".
 */
export function chooseMethod(values: ServiceFormValues, method: BookingMethod): ServiceFormValues {
  return {
    ...values,
    book_online: method === 'book_online',
    call_to_book: method === 'call_to_book',
    book_site: method === 'book_site',
    book_site_link: method === 'book_site' ? values.book_site_link : '',
    booking_method: method,
  };
}

export function newIntakeDraft(): IntakeDraft {
  return {
    key: randomId(),
    field_category: '',
    field_label: '',
    field_type: 'text',
    is_required: false,
    options: [],
  };
}

/**
 * Prices take digits with at most two decimals (spec §5: price digits only), kept as "28.50".
 * French writes the decimals after a comma ("28,50") and groups thousands with spaces; English
 * groups them with commas, which are dropped.
 */
export function priceInput(value: string, language: Language = 'en'): string {
  const cleaned = (language === 'fr' ? value.replace(/,/g, '.') : value).replace(/[^\d.]/g, '');
  const [dollars, ...rest] = cleaned.split('.');
  return rest.length === 0 ? dollars : `${dollars}.${rest.join('').slice(0, 2)}`;
}

/** A kept price ("28.50") as the price box shows it to a reader of `language`: "28,50" in French. */
export const priceShown = (value: string, language: Language): string =>
  language === 'fr' ? value.replace('.', ',') : value;
