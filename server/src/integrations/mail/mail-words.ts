import { serverCatalogue } from '../../i18n/catalogue.ts';

/** The words of every mail's layout and of the facts mails list (decision 069). */
export const mailWords = serverCatalogue<typeof import('./messages/en.json')>(
  new URL('./messages/', import.meta.url),
);
