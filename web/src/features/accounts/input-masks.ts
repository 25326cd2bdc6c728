import { firstNameField } from '@slotmap/domain/accounts';
import { phoneDigits } from '@slotmap/domain/phone';

/**
 * Spec §5: names take letters only and other input is rejected as it is typed. Whether a
 * character is a letter is the shared schema's rule, not a second copy of it here.
 */
export function acceptsNameInput(value: string): boolean {
  if (value === '') return true;
  const result = firstNameField.safeParse(value);
  return result.success || !result.error.issues.some((issue) => issue.code === 'invalid_format');
}

/** Spec §5: phone fields keep digits only; everything else is stripped as it is typed. */
export const phoneInput = phoneDigits;
