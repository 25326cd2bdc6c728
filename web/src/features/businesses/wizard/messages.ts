import { defineCatalogue } from '../../../lib/i18n/catalogue.ts';
import { domainMessages } from '../../../lib/i18n/domain-messages.ts';

/** The words of the business sign-up: its four steps, their buttons and the added services (decision 069). */
export const businessWizardMessages = defineCatalogue('businessWizard', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** The owner's name, e-mail and password messages (domain/src/accounts.ts), in step 1. */
export const wizardAccountRules = domainMessages('accounts');

/** The business's messages (domain/src/companies.ts): steps 1 and 2, and the services' toasts. */
export const wizardCompanyRules = domainMessages('companies');

/** The service form's messages (domain/src/services.ts), in step 4. */
export const wizardServiceRules = domainMessages('services');
// The service's choices and messages, apart from its schema (domain/src/service-basics.ts).
domainMessages('service-basics');

// The service's booking rules (domain/src/booking-rules-schema.ts) are checked with it.
domainMessages('booking-rules-schema');
