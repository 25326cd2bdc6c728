import { defineCatalogue, type MessageValues } from '../../../lib/i18n/catalogue.ts';
import { domainMessages } from '../../../lib/i18n/domain-messages.ts';

/**
 * The words of a business's manager (/business/service/{id}: its tabs, switcher, services and
 * deletion) and of the add and edit service pages (service-form/), as decision 069 sets out.
 */
export const servicesMessages = defineCatalogue('services', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** An id of this area's catalogue. */
export type ServicesId = NonNullable<(typeof servicesMessages)['ids']>;

/** `t` of this area (useT's, or the catalogue's own), for helpers that word a line for a component. */
export type ServicesT = (id: ServicesId, values?: MessageValues) => string;

/** The service schema's messages (domain/src/services.ts): the service form checks with it. */
export const serviceRules = domainMessages('services');
// The service's choices and messages, apart from its schema (domain/src/service-basics.ts).
domainMessages('service-basics');

/** The booking rules' messages (domain/src/booking-rules-schema.ts), part of the service schema. */
export const bookingRulesRules = domainMessages('booking-rules-schema');
