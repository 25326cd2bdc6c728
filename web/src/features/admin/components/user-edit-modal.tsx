import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { firstNameField, lastNameField, phoneField } from '@slotmap/domain/accounts';
import { phoneDigits } from '@slotmap/domain/phone';
import { z } from 'zod';
import { translatedErrors } from '../../../lib/i18n/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useUpdateUser } from '../data/users.ts';
import { accountRules, adminMessages } from '../messages.ts';
import type { AdminUser } from '../types.ts';

/** The fields an admin may change (issue 16): names and phone; a user may have no phone. */
const userEditSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  phone: z.union([z.literal(''), phoneField]),
});

function UserEditForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const t = useT(adminMessages);
  const update = useUpdateUser();
  const form = useForm({
    initialValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
    validate: translatedErrors(accountRules, schemaResolver(userEditSchema, { sync: true })),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: user._id, edit: userEditSchema.parse(values) },
      {
        onSuccess: () => {
          notify(t('admin.userEdit.updated'));
          onDone();
        },
        onError: notifyError,
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label={t('admin.users.email')} value={user.email} readOnly variant="filled" />
        <TextInput
          label={t('admin.userEdit.firstName')}
          required
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('admin.userEdit.lastName')}
          required
          {...form.getInputProps('lastName')}
        />
        <TextInput
          label={t('admin.users.phone')}
          inputMode="tel"
          {...form.getInputProps('phone')}
          onChange={(e) => form.setFieldValue('phone', phoneDigits(e.currentTarget.value))}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('admin.userEdit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edit a user: first name, last name and phone; the e-mail shows but cannot change. */
export function UserEditModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const t = useT(adminMessages);
  const phone = useMediaQuery('(max-width: 575px)');
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={t('admin.userEdit.title')}
      fullScreen={phone}
    >
      {user && <UserEditForm key={user._id} user={user} onDone={onClose} />}
    </Modal>
  );
}
