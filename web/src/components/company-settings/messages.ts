import { defineCatalogue, type MessageValues } from '../../lib/i18n/catalogue.ts';
import { domainMessages } from '../../lib/i18n/domain-messages.ts';

/**
 * The words of the business settings shared by the owner's manager and the admin's: services
 * list, hours, business information, change policy and reminders (decision 069).
 */
export const companySettingsMessages = defineCatalogue('companySettings', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** `t` of this area (useT's, or the catalogue's own), for helpers that word a line for a component. */
export type CompanySettingsT = (
  id: NonNullable<(typeof companySettingsMessages)['ids']>,
  values?: MessageValues,
) => string;

/** The business information schema's messages (domain/src/companies.ts), with its e-mail field's. */
export const companyRules = domainMessages('companies');
export const companyAccountRules = domainMessages('accounts');

/** The change policy's and the reminder times' messages, fields of the business information. */
export const changeCutoffRules = domainMessages('reschedule');
export const reminderRules = domainMessages('reminders');

/** The weekly hours' messages (domain/src/hours-schema.ts), said when the hours are saved. */
export const hoursRules = domainMessages('hours-schema');
