import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import { domainMessages } from '../../lib/i18n/domain-messages.ts';

/**
 * The words of signing in, signing up, resetting a password, the profile settings' tabs and the
 * profile pages (decision 069).
 */
export const accountsMessages = defineCatalogue('accounts', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** An id of this area's catalogue (the account tabs' names are kept as ids). */
export type AccountsId = NonNullable<(typeof accountsMessages)['ids']>;

/** The account schemas' messages (domain/src/accounts.ts), which these forms check with. */
export const accountRules = domainMessages('accounts');
