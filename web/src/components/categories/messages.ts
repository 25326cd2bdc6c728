import { defineCatalogue } from '../../lib/i18n/catalogue.ts';

/** The words of choosing a business's category and subcategory (decision 069). */
export const categoriesMessages = defineCatalogue('categories', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});
