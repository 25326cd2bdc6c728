import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProfileInput } from '@slotmap/domain/accounts';
import { digitsInputProps } from '../../../components/input-masks.ts';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { translatedErrors } from '../../../lib/i18n/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver.ts';
import { accountRules, accountsMessages } from '../messages.ts';

export interface ProfileFormValues {
  prefix: string;
  suffix: string;
  birthday: string;
  phone: string;
  bio: string;
}

/** The call's body: an empty phone is not sent (the schema checks a phone only when given). */
export function toProfileInput(values: ProfileFormValues): ProfileInput {
  const { phone, ...rest } = values;
  return phone === '' ? rest : { ...rest, phone };
}

// The schema's English messages read in the page's language (decision 069); the schema, and zod
// with it, loads when the form is first checked (decision 045).
const resolveProfile = translatedErrors(
  accountRules,
  lazySchemaResolver(async () => (await import('@slotmap/domain/accounts')).profileSchema),
);
const validate = (values: ProfileFormValues) => resolveProfile(toProfileInput(values));

interface ProfileFormProps {
  initialValues: ProfileFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: ProfileInput) => void;
}

export function ProfileForm({ initialValues, submitLabel, pending, onSubmit }: ProfileFormProps) {
  const t = useT(accountsMessages);
  const form = useForm<ProfileFormValues>({ initialValues, validate });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => onSubmit(toProfileInput(values)), focusingFirstError())}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('accounts.profileForm.prefix')}
            placeholder={t('accounts.profileForm.prefixExample')}
            {...form.getInputProps('prefix')}
          />
          <TextInput
            label={t('accounts.profileForm.suffix')}
            placeholder={t('accounts.profileForm.suffixExample')}
            {...form.getInputProps('suffix')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('accounts.profileForm.birthday')}
            type="date"
            {...form.getInputProps('birthday')}
          />
          <TextInput
            label={t('accounts.profileForm.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            {...digitsInputProps(form, 'phone')}
          />
        </SimpleGrid>
        <Textarea
          label={t('accounts.profileForm.bio')}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('bio')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
