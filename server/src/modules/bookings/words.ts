import { serverCatalogue } from '../../i18n/catalogue.ts';

/**
 * What the bookings module writes to people, in their own language (decision 069): the booking's
 * mails, texts, notices and calendar invitations, each in its reader's language.
 */
export const bookingWords = serverCatalogue<typeof import('./messages/en.json')>(
  new URL('./messages/', import.meta.url),
);
