import { defineCatalogue } from '../../lib/i18n/catalogue.ts';

/** The words of finding businesses: home, /find, /companies, /favorite, their cards and map. */
export const discoveryMessages = defineCatalogue('discovery', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});
