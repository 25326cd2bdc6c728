import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import { domainMessages } from '../../lib/i18n/domain-messages.ts';

/**
 * The words of the business form (its information, social links and address), of the opening
 * hours editor (hours/) and of the address search's suggestions (address-combobox.tsx), which
 * all three folders import from here (decision 069).
 */
export const companyFormMessages = defineCatalogue('companyForm', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** The business form's messages (domain/src/companies.ts), which it checks with. */
export const companyRules = domainMessages('companies');

// Its e-mail (domain/src/accounts.ts) and the admin's required street (domain/src/admin.ts).
domainMessages('accounts');
domainMessages('admin');
