import type { I18n } from '@lingui/core';
import { messageMatcher, messageTranslator } from '@slotmap/domain/message-templates';

/**
 * The French of the domain's messages, and what finds a message in them: loaded with the first
 * French catalogue a page declares (domain-messages.ts), so a reader in English downloads neither
 * the list of catalogues nor the matcher.
 */
export const FRENCH = {
  accounts: () => import('@slotmap/domain/messages/fr/accounts.json'),
  admin: () => import('@slotmap/domain/messages/fr/admin.json'),
  bookings: () => import('@slotmap/domain/messages/fr/bookings.json'),
  'booking-limits': () => import('@slotmap/domain/messages/fr/booking-limits.json'),
  categories: () => import('@slotmap/domain/messages/fr/categories.json'),
  'change-cutoff': () => import('@slotmap/domain/messages/fr/change-cutoff.json'),
  calendars: () => import('@slotmap/domain/messages/fr/calendars.json'),
  'calendar-messages': () => import('@slotmap/domain/messages/fr/calendar-messages.json'),
  listings: () => import('@slotmap/domain/messages/fr/listings.json'),
  services: () => import('@slotmap/domain/messages/fr/services.json'),
  'service-basics': () => import('@slotmap/domain/messages/fr/service-basics.json'),
  'booking-rules-schema': () => import('@slotmap/domain/messages/fr/booking-rules-schema.json'),
  companies: () => import('@slotmap/domain/messages/fr/companies.json'),
  reschedule: () => import('@slotmap/domain/messages/fr/reschedule.json'),
  reminders: () => import('@slotmap/domain/messages/fr/reminders.json'),
  'hours-schema': () => import('@slotmap/domain/messages/fr/hours-schema.json'),
  reviews: () => import('@slotmap/domain/messages/fr/reviews.json'),
  'closure-schema': () => import('@slotmap/domain/messages/fr/closure-schema.json'),
  'closure-rules': () => import('@slotmap/domain/messages/fr/closure-rules.json'),
};

let known: { ids: number; translate: (message: string) => string } | undefined;

/**
 * A domain message in French through the catalogues loaded so far: 'First name is required' →
 * 'Prénom : champ obligatoire'. A message none of them has stays English.
 */
export function toFrench(message: string, i18n: I18n): string {
  const ids = Object.keys(i18n.messages);
  // Catalogues load as pages do: read the ids again when there are more.
  if (!known || known.ids !== ids.length) {
    known = {
      ids: ids.length,
      translate: messageTranslator(messageMatcher(ids), (id, values) => i18n._(id, values)),
    };
  }
  return known.translate(message);
}
