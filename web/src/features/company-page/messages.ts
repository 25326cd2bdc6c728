import { defineCatalogue } from '../../lib/i18n/catalogue.ts';

/** The words of the business page: header, booking panel, services, hours, reviews (decision 069). */
export const companyPageMessages = defineCatalogue('companyPage', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** An id of the business page's catalogue, for helpers given its `t`. */
export type CompanyPageId = NonNullable<(typeof companyPageMessages)['ids']>;
