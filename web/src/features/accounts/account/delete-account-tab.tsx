import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useMyCompanies } from '../../../lib/companies.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useDeleteAccount } from '../data/profiles.ts';
import { ACCOUNT_DELETED_STATE } from '../navigation-state.ts';

/** Deleting asks for confirmation, then ends the session on /delete-account (spec §4). */
export function DeleteAccountTab() {
  const navigate = useNavigate();
  const deletion = useDeleteAccount();
  // An owner's businesses close with the account (decision 051): say so before they confirm.
  const owned = useMyCompanies().data?.total ?? 0;
  const closing =
    owned > 0
      ? `Your ${owned === 1 ? 'business closes' : `${owned} businesses close`} on Slotmap with it: ${owned === 1 ? 'its' : 'their'} appointments to come are cancelled and each customer is told.`
      : null;

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
        <Stack gap="xs">
          <Text fz="sm">
            Your account and profile will be deleted and you will be signed out. Your appointments
            to come are cancelled and each business told. This cannot be undone.
          </Text>
          {closing && (
            <Text fz="sm" fw={600} c="red.8">
              {closing}
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: 'Delete Account', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: remove,
    });

  return (
    <Stack gap="sm" maw={480} align="flex-start">
      <Text>Delete your Slotmap account, your profile and your sign-in.</Text>
      {closing && <Text c="red.8">{closing}</Text>}
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
