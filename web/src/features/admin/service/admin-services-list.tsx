import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CompanyView, ServiceView } from '@slotmap/domain/company-view';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notify, notifyError } from '../../../lib/notify.ts';
import { confirmAction } from '../components/confirm.tsx';
import { useAdminDeleteService } from '../data/companies.ts';

/**
 * The Services tab of /superadmin/service/:id: the business's services; add and edit open the
 * business manager's service pages, delete goes through the admin call (so it is audited).
 */
export function AdminServicesList({ company }: { company: CompanyView }) {
  const deletion = useAdminDeleteService(company._id);
  const remove = (s: ServiceView) =>
    confirmAction({
      title: `Delete ${s.name}`,
      confirm: 'Delete',
      message: 'Are you sure you want to delete this service ?',
      onConfirm: () =>
        deletion.mutate(s._id, {
          onSuccess: () => notify('Service Removed'),
          onError: notifyError,
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          {company.services.length} {company.services.length === 1 ? 'service' : 'services'}
        </Text>
        <Button
          component={Link}
          to="/add-service"
          state={{ company }}
          leftSection={<IconPlus size={18} />}
        >
          Add Service
        </Button>
      </Group>
      {company.services.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>No Services Available</Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {company.services.map((s) => (
            <Paper component="li" key={s._id} withBorder p="md">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
                  <Text fw={700}>{s.name}</Text>
                  <Text fz="sm" c="dimmed" lineClamp={3}>
                    {s.description}
                  </Text>
                  <Text fz="sm">
                    <b>${s.price.toFixed(2)}</b> · {s.service_duration} minutes
                  </Text>
                </Stack>
                <Group gap={6} wrap="nowrap">
                  <Button
                    component={Link}
                    to={`/edit-service/${s._id}`}
                    state={{ company, service: s }}
                    variant="default"
                    size="xs"
                    leftSection={<IconEdit size={16} />}
                  >
                    Edit Service
                  </Button>
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    aria-label={`Delete ${s.name}`}
                    onClick={() => remove(s)}
                    loading={deletion.isPending && deletion.variables === s._id}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
