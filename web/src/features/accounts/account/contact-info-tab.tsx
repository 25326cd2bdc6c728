import { NameFields, PhoneField } from '../../../components/person-fields.tsx';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { contactInfoSchema } from '@slotmap/domain/accounts';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import type { User } from '../../../lib/auth.ts';
import { translatedErrors } from '../../../lib/i18n/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useSaveProfile } from '../data/profiles.ts';
import { accountRules, accountsMessages } from '../messages.ts';

// The schema's English messages read in the page's language (decision 069).
const validateContactInfo = translatedErrors(
  accountRules,
  schemaResolver(contactInfoSchema, { sync: true }),
);

/** First name, last name and phone: POST /api/profile, which also updates the user. */
export function ContactInfoTab({ user }: { user: User }) {
  const t = useT(accountsMessages);
  const form = useForm({
    initialValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
    validate: validateContactInfo,
  });
  const save = useSaveProfile();

  const submit = form.onSubmit(
    (values) =>
      save.mutate(contactInfoSchema.parse(values), {
        // The first save creates the profile (201); the spec's toast says so.
        onSuccess: ({ status }) =>
          notify(t(status === 201 ? 'accounts.profile.created' : 'accounts.profile.updated')),
        onError: notifyError,
      }),
    focusingFirstError(),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm" maw={480}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NameFields form={form} />
        </SimpleGrid>
        <PhoneField form={form} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('accounts.contact.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
