import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useMyCompanies } from '../../../lib/companies.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useDeleteAccount } from '../data/profiles.ts';
import { accountsMessages } from '../messages.ts';
import { ACCOUNT_DELETED_STATE } from '../navigation-state.ts';

/** Deleting asks for confirmation, then ends the session on /delete-account (spec §4). */
export function DeleteAccountTab() {
  const t = useT(accountsMessages);
  const navigate = useNavigate();
  const deletion = useDeleteAccount();
  // An owner's businesses close with the account (decision 051): say so before they confirm.
  const owned = useMyCompanies().data?.total ?? 0;
  const closing = owned > 0 ? t('accounts.delete.closing', { count: owned }) : null;

  const remove = () =>
    deletion.mutate(undefined, {
      // /delete-account ends the session once it is shown (navigation-state.ts).
      onSuccess: () => navigate('/delete-account', { replace: true, state: ACCOUNT_DELETED_STATE }),
      onError: notifyError,
    });

  const confirm = () =>
    modals.openConfirmModal({
      title: t('accounts.delete.confirmTitle'),
      children: (
        <Stack gap="xs">
          <Text fz="sm">{t('accounts.delete.confirmText')}</Text>
          {closing && (
            <Text fz="sm" fw={600} c="red.8">
              {closing}
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: t('accounts.delete.confirm'), cancel: t('accounts.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: remove,
    });

  return (
    <Stack gap="sm" maw={480} align="flex-start">
      <Text>{t('accounts.delete.intro')}</Text>
      {closing && <Text c="red.8">{closing}</Text>}
      <Button
        color="red"
        leftSection={<IconTrash size={18} />}
        onClick={confirm}
        loading={deletion.isPending}
      >
        {t('accounts.delete.button')}
      </Button>
    </Stack>
  );
}
