import { defineCatalogue } from '../lib/i18n/catalogue.ts';

/** The shell's words: header, navigation, language switch, error and not-found pages. */
export const appMessages = defineCatalogue('app', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});
