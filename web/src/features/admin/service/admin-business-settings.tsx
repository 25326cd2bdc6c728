import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { notify, notifyError } from '../../../lib/notify.ts';
// The business manager's own forms: one form and one save call for owners and admins.
import { HoursTab } from '../../../components/company-settings/hours-tab.tsx';
import { InfoTab } from '../../../components/company-settings/info-tab.tsx';
import { confirmAction } from '../../../components/confirm-action.tsx';
import { useAdminRemoveBusiness } from '../data/companies.ts';

/** Business details, hours and delete: the Settings tab and /superadmin/update/:id. */
export function AdminBusinessSettings({ company }: { company: CompanyView }) {
  const navigate = useNavigate();
  const removal = useAdminRemoveBusiness();
  const remove = () =>
    confirmAction({
      title: `Delete ${company.name}`,
      confirm: 'Delete',
      onConfirm: () =>
        removal.mutate(company._id, {
          onSuccess: (answer) => {
            notify(answer?.msg || 'Business Removed');
            void navigate('/superadmin', { replace: true });
          },
          onError: notifyError,
        }),
    });

  return (
    <Stack gap="xl">
      <InfoTab key={company._id} company={company} />
      <Divider />
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Hours of Operation
        </Title>
        <HoursTab key={company._id} company={company} />
      </Stack>
      <Divider />
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg">
          Delete Business
        </Title>
        <Text fz="sm">
          This deletes the business; its customers' future bookings are cancelled with a notice.
        </Text>
        <Button
          color="red"
          leftSection={<IconTrash size={18} />}
          onClick={remove}
          loading={removal.isPending}
        >
          Delete Business
        </Button>
      </Stack>
    </Stack>
  );
}
