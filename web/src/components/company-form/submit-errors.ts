import {
  MSG_CATEGORY,
  MSG_FORM_ERRORS,
  MSG_LOCATION,
  MSG_SUBCATEGORY,
} from '@slotmap/domain/companies';
import type { FormErrors } from '@mantine/form';
import { readMessage } from '../../lib/i18n/form-errors.ts';
import { notify } from '../../lib/notify.ts';

/**
 * Spec §5: a refused business form names the missing category, subcategory or location, and
 * otherwise says the form has errors; the fields show their own messages as well. In the language
 * being read, as the fields' (decision 069).
 */
export function notifyCompanyFormErrors(errors: FormErrors) {
  if (errors.category) notify(readMessage(MSG_CATEGORY), 'danger');
  else if (errors.subcategory) notify(readMessage(MSG_SUBCATEGORY), 'danger');
  else if (errors.lat || errors.lng || errors.city) notify(readMessage(MSG_LOCATION), 'danger');
  else notify(readMessage(MSG_FORM_ERRORS), 'danger');
}
