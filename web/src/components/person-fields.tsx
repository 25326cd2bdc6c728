import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../lib/i18n/use-t.tsx';
import { digitsInputProps, nameInputProps, type TextField } from './input-masks.ts';
import { componentMessages } from './messages.ts';

/**
 * First and last name (letters, spaces, hyphens, apostrophes: docs/decisions/050), as every form about a person asks them. A
 * fragment: the form decides the layout around them.
 */
export function NameFields<V extends { firstName: string; lastName: string }>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const t = useT(componentMessages);
  return (
    <>
      <TextInput
        label={t('components.person.firstName')}
        autoComplete="given-name"
        required
        {...nameInputProps(form, 'firstName' as TextField<V>)}
      />
      <TextInput
        label={t('components.person.lastName')}
        autoComplete="family-name"
        required
        {...nameInputProps(form, 'lastName' as TextField<V>)}
      />
    </>
  );
}

/** A person's phone: digits only, the rest stripped as it is typed (spec §5). */
export function PhoneField<V extends { phone: string }>({ form }: { form: UseFormReturnType<V> }) {
  const t = useT(componentMessages);
  return (
    <TextInput
      label={t('components.person.phone')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      required
      {...digitsInputProps(form, 'phone' as TextField<V>)}
    />
  );
}

/** A person's e-mail, which is their login. */
export function EmailField<V extends { email: string }>({ form }: { form: UseFormReturnType<V> }) {
  const t = useT(componentMessages);
  return (
    <TextInput
      label={t('components.person.email')}
      type="email"
      autoComplete="email"
      required
      {...form.getInputProps('email' as TextField<V>)}
    />
  );
}
