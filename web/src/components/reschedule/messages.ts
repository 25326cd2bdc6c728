import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import { domainMessages } from '../../lib/i18n/domain-messages.ts';

/** The words of moving an appointment: the Reschedule button and its dialog (decision 069). */
export const rescheduleMessages = defineCatalogue('reschedule', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** The change policy's sentence (domain/src/change-cutoff.ts), shown instead of the button. */
export const changeCutoffMessages = domainMessages('change-cutoff');
