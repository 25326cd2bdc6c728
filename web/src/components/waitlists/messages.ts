import { defineCatalogue } from '../../lib/i18n/catalogue.ts';

/** The words of the waitlist dialog, grid, cards and offer note (decision 069). */
export const waitlistsMessages = defineCatalogue('waitlists', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});
