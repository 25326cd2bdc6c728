import { serverCatalogue } from '../../i18n/catalogue.ts';

/** What the accounts module writes to people (the welcome notice), in their own language. */
export const accountWords = serverCatalogue<typeof import('./messages/en.json')>(
  new URL('./messages/', import.meta.url),
);
