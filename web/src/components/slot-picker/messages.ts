import { defineCatalogue } from '../../lib/i18n/catalogue.ts';

/** The words of the slot picker: months, dates, periods and times (decision 069). */
export const slotPickerMessages = defineCatalogue('slotPicker', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});
