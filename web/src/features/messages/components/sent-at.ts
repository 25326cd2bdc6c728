import type { Language } from '@slotmap/domain/language';
import { formatZoned } from '@slotmap/domain/zoned-format';
import { viewerTimeZone } from '../../../lib/viewer-zone.ts';

/**
 * 'Nov 20, 2026, 10:00 AM' ('20 nov. 2026, 10 h 00'): when a notification was sent, on the
 * reader's own clock, so never named, in the language being read. The times of the appointment it tells of are in its text, named by the server.
 */
export function sentAt(dateCreated: string, language: Language): string {
  const zone = viewerTimeZone();
  return formatZoned(dateCreated, zone, 'dateTime', zone, language);
}
