import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
// The business manager's own forms: one form and one save call for owners and admins.
import { HoursTab } from '../../../components/company-settings/hours-tab.tsx';
import { InfoTab } from '../../../components/company-settings/info-tab.tsx';
import { confirmAction } from '../../../components/confirm-action.tsx';
import { useAdminRemoveBusiness } from '../data/companies.ts';
import { adminMessages } from '../messages.ts';

/** Business details, hours and delete: the Settings tab and /superadmin/update/:id. */
export function AdminBusinessSettings({ company }: { company: CompanyView }) {
  const t = useT(adminMessages);
  const navigate = useNavigate();
  const removal = useAdminRemoveBusiness();
  const remove = () =>
    confirmAction({
      title: t('admin.deleteNamed', { name: company.name }),
      confirm: t('admin.delete'),
      onConfirm: () =>
        removal.mutate(company._id, {
          onSuccess: (answer) => {
            notify(answer?.msg || t('admin.settings.removed'));
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
          {t('admin.settings.hours')}
        </Title>
        <HoursTab key={company._id} company={company} />
      </Stack>
      <Divider />
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg">
          {t('admin.settings.deleteTitle')}
        </Title>
        <Text fz="sm">{t('admin.settings.deleteText')}</Text>
        <Button
          color="red"
          leftSection={<IconTrash size={18} />}
          onClick={remove}
          loading={removal.isPending}
        >
          {t('admin.settings.deleteTitle')}
        </Button>
      </Stack>
    </Stack>
  );
}
