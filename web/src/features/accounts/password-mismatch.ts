import type { FormErrors } from '@mantine/form';
import { PASSWORDS_DO_NOT_MATCH } from '@slotmap/domain/constants';
import { notify } from '../../lib/notify.ts';

/** Spec §5: passwords that do not match are also said in a toast, besides under the field. */
export function toastPasswordMismatch(errors: FormErrors) {
  if (errors.password2 === PASSWORDS_DO_NOT_MATCH) notify(PASSWORDS_DO_NOT_MATCH, 'danger');
}
