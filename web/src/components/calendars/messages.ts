import { defineCatalogue, type MessageValues } from '../../lib/i18n/catalogue.ts';
import { domainMessages } from '../../lib/i18n/domain-messages.ts';

/**
 * The words of the shared calendar parts: the Google and CalDAV cards, the linked account, the
 * subscription feed, the replace question, how fresh the busy times are, and the page Google sends
 * back to (decision 069).
 */
export const calendarMessages = defineCatalogue('calendars', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** `t` of this catalogue (useT's, or the catalogue's own), for helpers that word a line. */
export type CalendarT = (
  id: NonNullable<(typeof calendarMessages)['ids']>,
  values?: MessageValues,
) => string;

/**
 * The calendar schemas' messages (domain/src/calendars.ts): the CalDAV form checks with them, and
 * the connected and disconnected notices and the expired Google sign-in are theirs.
 */
export const calendarRules = domainMessages('calendars');
// Their names and messages, apart from the schemas (domain/src/calendar-messages.ts).
domainMessages('calendar-messages');
