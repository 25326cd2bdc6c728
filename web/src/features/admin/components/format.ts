import { timeLabel } from '@slotmap/domain/hours';
import { type Language, LOCALES } from '@slotmap/domain/language';
import { formatPhone } from '@slotmap/domain/phone';
import type { AdminLocation } from '../types.ts';

/** Spec: 'MMM DD, yyyy' in English (Jan 05, 2026); French as Canada writes it (5 janv. 2026). */
const DAY_FORMATS: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { month: 'short', day: '2-digit', year: 'numeric' },
  fr: { day: 'numeric', month: 'short', year: 'numeric' },
};
const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A day in the reader's language (Jan 05, 2026; 5 janv. 2026); '—' for none. */
export function formatDay(iso: string | null | undefined, language: Language = 'en'): string {
  if (!iso) return '—';
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], DAY_FORMATS[language]);
    dayFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

/** A day and time on the viewer's clock: 'Mar 05, 2026 3:00 PM', '5 mars 2026 15 h 00'. */
export function formatMoment(iso: string, language: Language = 'en'): string {
  const at = new Date(iso);
  return `${formatDay(iso, language)} ${timeLabel(at.getHours() * 60 + at.getMinutes(), language)}`;
}

export function addressLine(l: AdminLocation | null | undefined): string {
  if (!l) return '';
  return [l.street_address, l.city, l.province, l.postal].filter(Boolean).join(', ');
}

export const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

export { formatPhone };
