import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { hasOnlyNameCharacters } from '@slotmap/domain/names';
import { phoneDigits } from '@slotmap/domain/phone';

/**
 * Spec §5: a character a name can never hold is rejected as it is typed. Which characters a name
 * holds is the domain's rule (names.ts, the one the name schema checks; docs/decisions/050), not a
 * second copy of it here.
 */
export function acceptsNameInput(value: string): boolean {
  return value === '' || hasOnlyNameCharacters(value);
}

/** Spec §5: phone fields keep digits only; everything else is stripped as it is typed. */
export const phoneInput = phoneDigits;

/** The fields of a form's values that hold text. */
export type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** Input props for a name field: a character no name holds is refused as it is typed. */
export function nameInputProps<V>(form: UseFormReturnType<V>, field: TextField<V>) {
  return {
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      // TextField guarantees a string field; Mantine cannot see that through its path type.
      if (acceptsNameInput(value)) form.setFieldValue(field, value as never);
    },
  };
}

/** Input props for a phone or fax field: digits only, the rest stripped as it is typed. */
export function digitsInputProps<V>(form: UseFormReturnType<V>, field: TextField<V>) {
  return {
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, phoneInput(event.currentTarget.value) as never),
  };
}
