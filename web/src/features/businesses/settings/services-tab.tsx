import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CompanyView, ServiceView } from '@slotmap/domain/company-view';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useDeleteService } from '../data/services.ts';
import type { ServicePageState } from '../navigation-state.ts';

const METHOD_LABELS: Record<string, string> = {
  book_online: 'Online booking',
  call_to_book: 'Call to book',
  book_site: 'Another site',
};

function methodLabel(s: ServiceView) {
  if (s.book_online) return METHOD_LABELS.book_online;
  if (s.book_site) return METHOD_LABELS.book_site;
  return s.call_to_book ? METHOD_LABELS.call_to_book : null;
}

/** The business's services with add, edit and delete (spec §2 Services tab). */
export function ServicesTab({ company }: { company: CompanyView }) {
  const deletion = useDeleteService();

  const confirmDelete = (service: ServiceView) =>
    modals.openConfirmModal({
      title: 'Delete service',
      children: <Text fz="sm">Are you sure you want to delete this service ?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deletion.mutate(service._id, {
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
          state={{ company } satisfies ServicePageState}
          leftSection={<IconPlus size={18} />}
          data-tour="add-service"
        >
          Add Service
        </Button>
      </Group>
      {company.services.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>No Services Available!</Text>
          <Text fz="sm" c="dimmed">
            Add a service so customers can book you.
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {company.services.map((s) => (
            <Paper component="li" key={s._id} withBorder p="md">
              {/* On a phone the buttons drop below the text instead of squeezing it. */}
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={700}>{s.name}</Text>
                    {methodLabel(s) && (
                      <Badge variant="light" size="sm">
                        {methodLabel(s)}
                      </Badge>
                    )}
                  </Group>
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
                    state={{ company, service: s } satisfies ServicePageState}
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
                    onClick={() => confirmDelete(s)}
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
