import { serverCatalogue } from '../../i18n/catalogue.ts';

/** The reminders' mail and text, in the customer's own language (decision 069). */
export const reminderWords = serverCatalogue<typeof import('./messages/en.json')>(
  new URL('./messages/', import.meta.url),
);
