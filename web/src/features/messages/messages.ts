import { defineCatalogue } from '../../lib/i18n/catalogue.ts';

/**
 * The words of the notifications: the header bell and its list, and /messages (decision 069). A
 * notification's own title and text are stored as they were written and shown as they are.
 */
export const messagesMessages = defineCatalogue('messages', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});
