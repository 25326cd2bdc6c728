import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CompanyView } from '@slotmap/domain/company-view';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useDeleteCompany } from '../data/companies.ts';
import { servicesMessages } from './messages.ts';

/** Delete Business: after a confirmation, the business goes and the owner returns to /admin. */
export function DeleteTab({ company }: { company: CompanyView }) {
  const t = useT(servicesMessages);
  const navigate = useNavigate();
  const deletion = useDeleteCompany();

  const confirm = () =>
    modals.openConfirmModal({
      title: t('services.delete.confirmTitle'),
      children: <Text fz="sm">{t('services.delete.confirmText')}</Text>,
      labels: { confirm: t('services.delete.confirm'), cancel: t('services.delete.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deletion.mutate(company._id, {
          onSuccess: () => {
            notify(t('services.delete.done'));
            void navigate('/admin', { replace: true });
          },
          onError: notifyError,
        }),
    });

  return (
    <Stack gap="sm" maw={520} align="flex-start">
      <Text>{t('services.delete.text')}</Text>
      <Button
        color="red"
        leftSection={<IconTrash size={18} />}
        onClick={confirm}
        loading={deletion.isPending}
      >
        {t('services.delete.button')}
      </Button>
    </Stack>
  );
}
