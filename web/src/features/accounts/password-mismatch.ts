import type { FormErrors } from '@mantine/form';
import { PASSWORDS_DO_NOT_MATCH } from '@slotmap/domain/constants';
import { readMessage } from '../../lib/i18n/form-errors.ts';
import { notify } from '../../lib/notify.ts';

/**
 * Spec §5: passwords that do not match are also said in a toast, besides under the field. The
 * form's messages are in the language being read (translatedErrors), and so is this one.
 */
export function toastPasswordMismatch(errors: FormErrors) {
  const mismatch = readMessage(PASSWORDS_DO_NOT_MATCH);
  if (errors.password2 === mismatch) notify(mismatch, 'danger');
}
