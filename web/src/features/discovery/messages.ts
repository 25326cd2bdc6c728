import type { Language } from '@slotmap/domain/language';
import { defineCatalogue, i18nOf, type MessageValues } from '../../lib/i18n/catalogue.ts';

/** The words of finding businesses: home, /find, /companies, /favorite, their cards and map. */
export const discoveryMessages = defineCatalogue('discovery', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** An id of this area's catalogue. */
export type DiscoveryId = NonNullable<(typeof discoveryMessages)['ids']>;

/** `t` of this area (useT's), for helpers that word a line for a component. */
export type DiscoveryT = (id: DiscoveryId, values?: MessageValues) => string;

/**
 * This area's words in `language`, for a helper a component gives its language (the server draws
 * cards too, in the request's language, not the browser's).
 */
export const discoveryIn =
  (language: Language): DiscoveryT =>
  (id, values) =>
    i18nOf(language)._(id, values);
