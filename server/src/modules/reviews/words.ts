import { serverCatalogue } from '../../i18n/catalogue.ts';

/** The review request's notice and mail, in the customer's own language (decision 069). */
export const reviewWords = serverCatalogue<typeof import('./messages/en.json')>(
  new URL('./messages/', import.meta.url),
);
