import { defineCatalogue } from './i18n/catalogue.ts';

/** Words the whole app shares (toast titles, the API client's failures): loaded before any page. */
export const commonMessages = defineCatalogue('common', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});
