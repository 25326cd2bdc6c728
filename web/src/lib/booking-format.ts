import type { BookingView } from '@slotmap/domain/booking-view';
import type { IntakeAnswer } from '@slotmap/domain/bookings';
import type { LocationView } from '@slotmap/domain/company-view';
import { MAP_ZOOM_DEFAULT } from '@slotmap/domain/map';
import { sliderOptionAt } from '@slotmap/domain/intake-fields';
import type { Language } from '@slotmap/domain/language';
import { formatZoned, formatZonedRange } from '@slotmap/domain/zoned-format';
import { viewerTimeZone } from './viewer-zone.ts';

export type BookingStatus = 'upcoming' | 'in-progress' | 'past' | 'cancelled';

/** Cancelled wins; otherwise the appointment's instants decide, whatever the viewer's zone. */
export function bookingStatus(booking: BookingView, now: Date): BookingStatus {
  if (booking.cancelled_at) return 'cancelled';
  const t = now.getTime();
  if (t < Date.parse(booking.start)) return 'upcoming';
  return t < Date.parse(booking.end) ? 'in-progress' : 'past';
}

/** 'Wednesday, December 2, 2026': the appointment's day on the business's clock. */
export function bookingDate(booking: BookingView, language: Language = 'en'): string {
  return formatZoned(booking.start, booking.company.time_zone, 'date', undefined, language);
}

/**
 * '9:00 AM – 10:00 AM': both ends read from the real instants on the business's clock, with the
 * business's zone ('9:00 AM – 10:00 AM EST') when the viewer's clock reads them differently.
 */
export function bookingTimeRange(
  booking: BookingView,
  viewerZone = viewerTimeZone(),
  language: Language = 'en',
): string {
  return formatZonedRange(booking.start, booking.end, booking.company.time_zone, {
    viewerZone,
    language,
  });
}

/**
 * 'Nov 20, 2026, 10:00 AM EST': when a comment was written, on the business's clock as the
 * booking's own times are, named when the viewer's clock reads it differently.
 */
export function commentTime(
  date: string,
  timeZone: string,
  viewerZone = viewerTimeZone(),
  language: Language = 'en',
): string {
  return formatZoned(date, timeZone, 'dateTime', viewerZone, language);
}

/** The address as lines: street, second street line, 'City, ON M5H 2N2'. */
export function addressLines(location: LocationView): string[] {
  const region = [location.province, location.postal].filter(Boolean).join(' ');
  const cityLine = [location.city, region].filter(Boolean).join(', ');
  return [location.street_address, location.street_address_2, cityLine]
    .map((line) => line?.trim())
    .filter((line): line is string => Boolean(line));
}

/** The /find map centred on the business, at the default zoom (spec §2 Dashboard, §9). */
export function mapLink(location: LocationView): string {
  return `/find?lat=${location.lat}&lng=${location.lng}&zoom=${MAP_ZOOM_DEFAULT}`;
}

/**
 * An intake answer as text: checkbox lists joined, yes/no for a lone checkbox, option values
 * read back as their labels (a slider's number as its step's label) when the service still has
 * the question. File answers are images.
 */
export function answerText(answer: IntakeAnswer, booking: BookingView): string {
  const field = booking.service.intakeForm.find((f) => f.field_label === answer.field_label);
  const label = (value: string) => field?.options.find((o) => o.value === value)?.label ?? value;
  const { value } = answer;
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    return (field && sliderOptionAt(field.options, value)?.label) ?? String(value);
  }
  return label(value);
}

/** File answers are upload addresses; an older answer may hold one address as text. */
export function answerImages(answer: IntakeAnswer): string[] {
  if (answer.field_type !== 'file') return [];
  const { value } = answer;
  if (Array.isArray(value)) return value.filter(Boolean);
  return typeof value === 'string' && value ? [value] : [];
}
