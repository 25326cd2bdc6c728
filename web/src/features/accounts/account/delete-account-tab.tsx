import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { notifyError } from '../../../lib/notify.ts';
import { useDeleteAccount } from '../data/profiles.ts';
import { ACCOUNT_DELETED_STATE } from '../navigation-state.ts';

/** Deleting asks for confirmation, then ends the session on /delete-account (spec §4). */
export function DeleteAccountTab() {
  const navigate = useNavigate();
  const deletion = useDeleteAccount();

  const remove = () =>
    deletion.mutate(undefined, {
      // /delete-account ends the session once it is shown (navigation-state.ts).
      onSuccess: () => navigate('/delete-account', { replace: true, state: ACCOUNT_DELETED_STATE }),
      onError: notifyError,
    });

  const confirm = () =>
    modals.openConfirmModal({
      title: 'Delete your account?',
      children: (
        <Text fz="sm">
          Your account and profile will be deleted and you will be signed out. This cannot be
          undone.
        </Text>
      ),
      labels: { confirm: 'Delete Account', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: remove,
    });

  return (
    <Stack gap="sm" maw={480} align="flex-start">
      <Text>Delete your Slotmap account, your profile and your sign-in.</Text>
      <Button
        color="red"
        leftSection={<IconTrash size={18} />}
        onClick={confirm}
        loading={deletion.isPending}
      >
        Delete My Account
      </Button>
    </Stack>
  );
}
