import { EmailField, NameFields, PhoneField } from '../../../components/person-fields.tsx';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { REFERENCES } from '@slotmap/domain/companies';
import { digitsInputProps } from '../../../components/input-masks.ts';
import { NewPasswordFields } from '../../../components/password-field.tsx';
import type { AccountFormValues } from './wizard-values.ts';
import { DeferredSelect } from '../../../components/deferred-select.tsx';

const REFERENCE_LABELS: Record<(typeof REFERENCES)[number], string> = {
  'word of mouth': 'Word of mouth',
  email: 'Email',
  socialmedia: 'Social media',
  radio: 'Radio',
  podcast: 'Podcast',
  search: 'Search engine',
  other: 'Other',
};
const referenceOptions = REFERENCES.map((r) => ({ value: r, label: REFERENCE_LABELS[r] }));

/** Wizard step 1, Get Started: the owner's account and the business's contact details. */
export function AccountStep({ form }: { form: UseFormReturnType<AccountFormValues> }) {
  const { reference } = form.getValues();

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NameFields form={form} />
        <EmailField form={form} />
        <PhoneField form={form} />
      </SimpleGrid>
      <TextInput
        label="Company Name"
        autoComplete="organization"
        required
        maxLength={50}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Company Email"
          type="email"
          required
          {...form.getInputProps('companyEmail')}
        />
        <TextInput
          label="Company Phone"
          type="tel"
          inputMode="numeric"
          required
          {...digitsInputProps(form, 'companyPhone')}
        />
        <TextInput label="Fax" type="tel" inputMode="numeric" {...digitsInputProps(form, 'fax')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NewPasswordFields form={form} />
      </SimpleGrid>
      <DeferredSelect
        label="How did you hear about us?"
        data={referenceOptions}
        allowDeselect={false}
        value={reference ?? null}
        onChange={(value) => form.setFieldValue('reference', value as typeof reference)}
        error={form.errors.reference}
      />
      {reference === 'other' && (
        <TextInput
          label="Please tell us where"
          required
          maxLength={500}
          {...form.getInputProps('reason')}
        />
      )}
    </Stack>
  );
}
