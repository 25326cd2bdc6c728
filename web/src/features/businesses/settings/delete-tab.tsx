import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CompanyView } from '@slotmap/domain/company-view';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useDeleteCompany } from '../data/companies.ts';

/** Delete Business: after a confirmation, the business goes and the owner returns to /admin. */
export function DeleteTab({ company }: { company: CompanyView }) {
  const navigate = useNavigate();
  const deletion = useDeleteCompany();

  const confirm = () =>
    modals.openConfirmModal({
      title: 'Delete business',
      children: <Text fz="sm">Are you sure you want to delete your Business ?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deletion.mutate(company._id, {
          onSuccess: () => {
            notify('Business Removed');
            void navigate('/admin', { replace: true });
          },
          onError: notifyError,
        }),
    });

  return (
    <Stack gap="sm" maw={520} align="flex-start">
      <Text>
        This will delete your company and all data associated with it. This cannot be undone.
      </Text>
      <Button
        color="red"
        leftSection={<IconTrash size={18} />}
        onClick={confirm}
        loading={deletion.isPending}
      >
        Delete Business
      </Button>
    </Stack>
  );
}
