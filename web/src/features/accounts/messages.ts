import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import { domainMessages } from '../../lib/i18n/domain-messages.ts';

/** The words of signing in, signing up and resetting a password (decision 069). */
export const accountsMessages = defineCatalogue('accounts', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** The account schemas' messages (domain/src/accounts.ts), which these forms check with. */
export const accountRules = domainMessages('accounts');
