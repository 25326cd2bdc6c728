import type { Language } from '@slotmap/domain/language';
import type { UpcomingBookingView } from '@slotmap/domain/upcoming';
import { formatZoned } from '@slotmap/domain/zoned-format';
import { viewerTimeZone } from './viewer-zone.ts';

/**
 * 'Wed, Dec 2, 10:00 AM EST': when an appointment is, on the business's clock, named when the
 * viewer's clock reads it differently; in the language being read.
 */
export function appointmentWhen(
  b: Pick<UpcomingBookingView, 'start'>,
  timeZone: string,
  language: Language,
  viewerZone = viewerTimeZone(),
): string {
  return formatZoned(b.start, timeZone, 'dayTime', viewerZone, language);
}
