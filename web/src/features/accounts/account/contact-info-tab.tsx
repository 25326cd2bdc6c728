import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { contactInfoSchema } from '@slotmap/domain/accounts';
import type { User } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useSaveProfile } from '../data/profiles.ts';
import { digitsInputProps, nameInputProps } from '../../../components/input-masks.ts';

/** First name, last name and phone: POST /api/profile, which also updates the user. */
export function ContactInfoTab({ user }: { user: User }) {
  const form = useForm({
    initialValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
    validate: schemaResolver(contactInfoSchema, { sync: true }),
  });
  const save = useSaveProfile();

  const submit = form.onSubmit((values) =>
    save.mutate(contactInfoSchema.parse(values), {
      onSuccess: () => notify('Profile Updated'),
      onError: notifyError,
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm" maw={480}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            required
            {...nameInputProps(form, 'firstName')}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            required
            {...nameInputProps(form, 'lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          required
          {...digitsInputProps(form, 'phone')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save Contact Info
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
