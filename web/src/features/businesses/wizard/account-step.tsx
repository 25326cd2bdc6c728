import { EmailField, NameFields, PhoneField } from '../../../components/person-fields.tsx';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { REFERENCES } from '@slotmap/domain/companies';
import { digitsInputProps } from '../../../components/input-masks.ts';
import { NewPasswordFields } from '../../../components/password-field.tsx';
import type { AccountFormValues } from './wizard-values.ts';
import { DeferredSelect } from '../../../components/deferred-select.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { businessWizardMessages } from './messages.ts';

// In the order the list shows them; the domain's list (a type here, so this step loads no zod)
// makes sure none is missing.
export const REFERENCE_LABELS = {
  'word of mouth': 'businessWizard.reference.wordOfMouth',
  email: 'businessWizard.reference.email',
  socialmedia: 'businessWizard.reference.socialMedia',
  radio: 'businessWizard.reference.radio',
  podcast: 'businessWizard.reference.podcast',
  search: 'businessWizard.reference.search',
  other: 'businessWizard.reference.other',
} as const satisfies Record<(typeof REFERENCES)[number], string>;

/** Wizard step 1, Get Started: the owner's account and the business's contact details. */
export function AccountStep({ form }: { form: UseFormReturnType<AccountFormValues> }) {
  const t = useT(businessWizardMessages);
  const { reference } = form.getValues();
  const referenceOptions = (Object.keys(REFERENCE_LABELS) as (typeof REFERENCES)[number][]).map(
    (r) => ({ value: r, label: t(REFERENCE_LABELS[r]) }),
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NameFields form={form} />
        <EmailField form={form} />
        <PhoneField form={form} />
      </SimpleGrid>
      <TextInput
        label={t('businessWizard.account.companyName')}
        autoComplete="organization"
        required
        maxLength={50}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('businessWizard.account.companyEmail')}
          type="email"
          required
          {...form.getInputProps('companyEmail')}
        />
        <TextInput
          label={t('businessWizard.account.companyPhone')}
          type="tel"
          inputMode="numeric"
          required
          {...digitsInputProps(form, 'companyPhone')}
        />
        <TextInput
          label={t('businessWizard.account.fax')}
          type="tel"
          inputMode="numeric"
          {...digitsInputProps(form, 'fax')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NewPasswordFields form={form} />
      </SimpleGrid>
      <DeferredSelect
        label={t('businessWizard.account.reference')}
        data={referenceOptions}
        allowDeselect={false}
        value={reference ?? null}
        onChange={(value) => form.setFieldValue('reference', value as typeof reference)}
        error={form.errors.reference}
      />
      {reference === 'other' && (
        <TextInput
          label={t('businessWizard.account.reason')}
          required
          maxLength={500}
          {...form.getInputProps('reason')}
        />
      )}
    </Stack>
  );
}
