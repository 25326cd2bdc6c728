import type { SlotDay } from '@slotmap/domain/slots';
import { viewerTimeZone } from '../../lib/viewer-zone.ts';
import { zoneName } from '../../lib/zone-name.ts';
import { slotPickerMessages } from './messages.ts';

/** What the customer has chosen on the booking panel. */
export interface SlotChoice {
  serviceId: string;
  /** null: the first month with open times is shown. */
  month: string | null;
  /** null: the shown month's first date with open times. */
  date: string | null;
  startTime: number | null;
}

/** 'YYYY-MM' of a local date 'YYYY-MM-DD'. */
export const monthOf = (date: string) => date.slice(0, 7);

/** Every month from the one of `first` to the one of `last`: ['2025-06', '2025-07', …]. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = monthOf(first).split('-').map(Number);
  const end = monthOf(last);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > end) return months;
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/**
 * The days a customer can still choose: those with a slot that has not started and is not inside
 * the service's notice. A day with only booked slots stays (its periods say Fully booked); a day
 * whose slots have all passed or are too soon does not.
 */
export function bookableDays(days: readonly SlotDay[]): SlotDay[] {
  return days.filter((day) =>
    day.slots.some((slot) => slot.unavailable !== 'past' && slot.unavailable !== 'notice'),
  );
}

// Local dates carry no zone: they are read and written as UTC so no offset can shift the day.
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, made);
  }
  return made;
}
const MONTH = { month: 'long', year: 'numeric' } as const;
const FULL = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as const;
const WEEKDAY = { weekday: 'short' } as const;

/** 'June 2025' for '2025-06' ('juin 2025' in fr-CA). */
export const monthLabel = (month: string, locale = 'en-US') =>
  format(locale, MONTH).format(utc(`${month}-01`));

/** 'Wednesday, December 2, 2026' for '2026-12-02' ('mercredi 2 décembre 2026' in fr-CA). */
export const dateLabel = (date: string, locale = 'en-US') => format(locale, FULL).format(utc(date));

/** What a date button shows: 'Wed' and '2'. */
export function dayParts(date: string, locale = 'en-US'): { weekday: string; day: string } {
  return {
    weekday: format(locale, WEEKDAY).format(utc(date)),
    day: String(Number(date.slice(8, 10))),
  };
}

/**
 * The name of the business's zone when the viewer's clock reads differently ('Eastern Time'),
 * in `locale`; null when both clocks agree.
 */
export function differentZone(
  businessZone: string,
  viewerZone = viewerTimeZone(),
  at = new Date(),
  locale = 'en-US',
): string | null {
  const business = zoneName(businessZone, at, locale);
  return zoneName(businessZone, at) === zoneName(viewerZone, at) ? null : business;
}

/**
 * Slots are the business's local times. When the viewer's clock reads differently, say which
 * zone the times are in: 'Times are in Eastern Time' ('Heures de l’Est' in French: a component
 * gives its `t` and locale). Null when both clocks agree.
 */
export function timesNote(
  businessZone: string,
  viewerZone = viewerTimeZone(),
  at = new Date(),
  t: (id: 'slotPicker.timesIn', values: { zone: string }) => string = slotPickerMessages.t,
  locale = 'en-US',
): string | null {
  const business = differentZone(businessZone, viewerZone, at, locale);
  return business === null ? null : t('slotPicker.timesIn', { zone: business });
}
