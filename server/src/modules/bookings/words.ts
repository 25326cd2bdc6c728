import { serverCatalogue } from '../../i18n/catalogue.ts';

/**
 * What the bookings module writes to people, in their own language (decision 069): the booking's
 * mails, texts and calendar invitations. Converted so far: the customer's confirmation.
 */
export const bookingWords = serverCatalogue<typeof import('./messages/en.json')>(
  new URL('./messages/', import.meta.url),
);
