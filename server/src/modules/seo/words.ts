import { serverCatalogue } from '../../i18n/catalogue.ts';

/** What the server-drawn pages' heads say (title, description), in the reader's language. */
export const seoWords = serverCatalogue<typeof import('./messages/en.json')>(
  new URL('./messages/', import.meta.url),
);
