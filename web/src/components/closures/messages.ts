import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import { domainMessages } from '../../lib/i18n/domain-messages.ts';

/**
 * The words of closures and special hours (decision 069): the labels the business page and the
 * settings show ('Closed Dec 24 – Dec 26: Christmas'), and the settings' section.
 */
export const closuresMessages = defineCatalogue('closures', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** The closures' rules (domain/src/closure-rules.ts): the section checks a new closure with them. */
export const closureRules = domainMessages('closure-rules');

/** The closure schema's messages (domain/src/closure-schema.ts), which the section checks with. */
export const closureSchemaRules = domainMessages('closure-schema');
