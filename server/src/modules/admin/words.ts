import { serverCatalogue } from '../../i18n/catalogue.ts';

/** What a claim's transfer or refusal tells its claimants, in their own language (decision 069). */
export const claimWords = serverCatalogue<typeof import('./messages/en.json')>(
  new URL('./messages/', import.meta.url),
);
