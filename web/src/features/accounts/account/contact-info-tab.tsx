import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { contactInfoSchema } from '@slotmap/domain/accounts';
import type { ChangeEvent } from 'react';
import type { User } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useSaveProfile } from '../data/profiles.ts';
import { acceptsNameInput, phoneInput } from '../input-masks.ts';

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

  const nameProps = (field: 'firstName' | 'lastName') => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      if (acceptsNameInput(value)) form.setFieldValue(field, value);
    },
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm" maw={480}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            required
            {...nameProps('firstName')}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            required
            {...nameProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          required
          {...form.getInputProps('phone')}
          onChange={(e) => form.setFieldValue('phone', phoneInput(e.currentTarget.value))}
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
