import type { Language } from '@slotmap/domain/language';
import { messageMatcher, messageTranslator } from '@slotmap/domain/message-templates';
import { type Catalogue, defineCatalogue, i18nOf } from './catalogue.ts';

/**
 * The domain's messages (the request schemas' and the server's shared words) stay English in the
 * code, as the spec words them; their French is a catalogue keyed by the English, one per domain
 * file (`domain/src/messages/fr/accounts.json` for `domain/src/accounts.ts`; docs/decisions/069).
 * English needs no catalogue: the message is its own English.
 */
const FRENCH = {
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
  closures: () => import('@slotmap/domain/messages/fr/closures.json'),
};
export type DomainArea = keyof typeof FRENCH;

const english = async () => ({ default: {} as Record<string, string> });
const declared = new Map<DomainArea, Catalogue>();

/**
 * The French of one domain file's messages, for a form that checks with its schemas: declare it
 * at the top of the area's `messages.ts` (`domainMessages('accounts')`), so it loads with the
 * area's pages, in French only.
 */
export function domainMessages(area: DomainArea): Catalogue {
  let catalogue = declared.get(area);
  if (!catalogue) {
    catalogue = defineCatalogue(`domain.${area}`, { en: english, fr: FRENCH[area] });
    declared.set(area, catalogue);
  }
  return catalogue;
}

const translators = new Map<Language, { ids: number; translate: (message: string) => string }>();

/**
 * A domain message in `language`: 'First name is required' → 'Prénom : champ obligatoire'. A
 * message whose catalogue is not loaded, or that none has, stays English.
 */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const i18n = i18nOf(language);
  const ids = Object.keys(i18n.messages);
  let known = translators.get(language);
  // Catalogues load as pages do: read the ids again when there are more.
  if (!known || known.ids !== ids.length) {
    known = {
      ids: ids.length,
      translate: messageTranslator(messageMatcher(ids), (id, values) => i18n._(id, values)),
    };
    translators.set(language, known);
  }
  return known.translate(message);
}
