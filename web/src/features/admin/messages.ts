import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import type { MessageValues } from '../../lib/i18n/catalogue.ts';
import { domainMessages } from '../../lib/i18n/domain-messages.ts';

/** The words of the platform admin's pages: /superadmin's tabs, a business's info and settings (decision 069). */
export const adminMessages = defineCatalogue('admin', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** An id of this area's catalogue. */
export type AdminId = NonNullable<(typeof adminMessages)['ids']>;

/** `t` of this area (useT's), for the helpers that word a table's columns for a component. */
export type AdminT = (id: AdminId, values?: MessageValues) => string;

/** The admin schemas' messages (domain/src/admin.ts): the Users tab's sign-up dates check with them. */
export const adminRules = domainMessages('admin');

/** The account schemas' messages (domain/src/accounts.ts): the user edit form checks with them. */
export const accountRules = domainMessages('accounts');
