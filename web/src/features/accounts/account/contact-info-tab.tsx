import { NameFields, PhoneField } from '../../../components/person-fields.tsx';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { contactInfoSchema } from '@slotmap/domain/accounts';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import type { User } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useSaveProfile } from '../data/profiles.ts';

/** First name, last name and phone: POST /api/profile, which also updates the user. */
export function ContactInfoTab({ user }: { user: User }) {
  const form = useForm({
    initialValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
    validate: schemaResolver(contactInfoSchema, { sync: true }),
  });
  const save = useSaveProfile();

  const submit = form.onSubmit(
    (values) =>
      save.mutate(contactInfoSchema.parse(values), {
        // The first save creates the profile (201); the spec's toast says so.
        onSuccess: ({ status }) => notify(status === 201 ? 'Profile Created' : 'Profile Updated'),
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
            Save Contact Info
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
