import { defineCatalogue, type MessageValues } from '../../lib/i18n/catalogue.ts';
import { domainMessages } from '../../lib/i18n/domain-messages.ts';

/**
 * The owner's words for their businesses (decision 069): the Business Manager, the Booking
 * Calendars tab, the Feature Listing tab and its payment.
 */
export const businessMessages = defineCatalogue('businesses', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** `t` of this area (useT's, or the catalogue's own), for helpers that word a line for a component. */
export type BusinessT = (
  id: NonNullable<(typeof businessMessages)['ids']>,
  values?: MessageValues,
) => string;

/**
 * The feature listing messages (domain/src/listings.ts): the server answers a free month or a
 * cancelled plan with one of them as `message`, which it does not translate itself.
 */
export const listingRules = domainMessages('listings');

/**
 * The calendar messages (domain/src/calendars.ts): the booking page form (Calendly, JaneApp)
 * checks with them.
 */
export const calendarRules = domainMessages('calendars');
// Their names and messages, apart from the schemas (domain/src/calendar-messages.ts).
domainMessages('calendar-messages');
