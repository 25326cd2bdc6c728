import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import { domainMessages } from '../../lib/i18n/domain-messages.ts';
import type { MessageValues } from '../../lib/i18n/catalogue.ts';

/** The words of a booking's page: details, reminders, comments, cancelling, the review (decision 069). */
export const bookingMessages = defineCatalogue('bookings', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** `t` of this area (useT's, or the catalogue's own), for helpers that word a line for a component. */
export type BookingT = (
  id: NonNullable<(typeof bookingMessages)['ids']>,
  values?: MessageValues,
) => string;

/** The booking schemas' messages (domain/src/bookings.ts): the cancel and comment forms check with them. */
export const bookingRules = domainMessages('bookings');

/** 'Booking not found' (domain/src/booking-limits.ts), said when a booking cannot be loaded. */
export const bookingLimitMessages = domainMessages('booking-limits');
