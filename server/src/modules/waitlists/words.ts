import { serverCatalogue } from '../../i18n/catalogue.ts';

/**
 * What the waitlist tells people, in each reader's own language (decision 069): the offers of a
 * freed time, wider hours, a hold withdrawn, a business closed, and the owner's copy.
 */
export const waitlistWords = serverCatalogue<typeof import('./messages/en.json')>(
  new URL('./messages/', import.meta.url),
);
