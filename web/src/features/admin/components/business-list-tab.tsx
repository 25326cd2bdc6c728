import { ActionIcon, Anchor, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notify, notifyError } from '../../../lib/notify.ts';
import type { AdminPageState } from '../admin-tabs.ts';
import { useAdminCompanies, useAdminDeleteCompany } from '../data/companies.ts';
import type { AdminCompany } from '../types.ts';
import { confirmAction } from '../../../components/confirm-action.tsx';
import { addressLine, formatPhone } from './format.ts';
import { PagedList } from './list-states.tsx';
import { type Column, ResponsiveTable } from './responsive-table.tsx';
import { SearchBox } from './search-box.tsx';
import { usePagedSearch } from './use-paged-search.ts';

const back: AdminPageState = { tab: 'business-list' };

const columns: Column<AdminCompany>[] = [
  {
    label: 'Name',
    render: (c) => (
      <Stack gap={2}>
        <Group gap={6}>
          <Text fw={600}>{c.name}</Text>
          {c.is_admin && (
            <Badge size="xs" variant="light" color="gray">
              Unclaimed
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {addressLine(c.location)}
        </Text>
      </Stack>
    ),
  },
  {
    label: 'Contact Info',
    render: (c) => (
      <Stack gap={2}>
        <Text fz="sm">{c.email}</Text>
        <Text fz="sm">{formatPhone(c.phone)}</Text>
      </Stack>
    ),
  },
  {
    label: 'Website',
    render: (c) =>
      c.website ? (
        <Anchor href={c.website} target="_blank" rel="noreferrer" fz="sm">
          {c.website.replace(/^https?:\/\//, '')}
        </Anchor>
      ) : (
        <Text fz="sm" c="dimmed">
          —
        </Text>
      ),
  },
];

/**
 * Business List (spec §2 /superadmin): search; View opens the business's services and settings
 * (/superadmin/service/{id}, as the spec says), Info its owner, plans and admin activity; delete;
 * Add Business.
 */
export function BusinessListTab() {
  const { search, setSearch, sent, page, setPage } = usePagedSearch();
  const list = useAdminCompanies(page, sent);
  const deletion = useAdminDeleteCompany();

  const remove = (c: AdminCompany) =>
    confirmAction({
      title: `Delete ${c.name}`,
      confirm: 'Delete',
      onConfirm: () =>
        deletion.mutate(c._id, {
          onSuccess: (answer) => notify(answer?.msg || 'Business removed successfully'),
          onError: notifyError,
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SearchBox
          label="Search businesses"
          placeholder="Name, city, address or e-mail"
          value={search}
          onChange={setSearch}
        />
        <Button component={Link} to="/superadmin/business" leftSection={<IconPlus size={18} />}>
          Add Business
        </Button>
      </Group>
      <PagedList query={list} noun="businesses" empty="No Data Found" page={page} onPage={setPage}>
        {(items) => (
          <ResponsiveTable
            caption="Businesses"
            columns={columns}
            rows={items}
            rowKey={(c) => c._id}
            actions={(c) => (
              <>
                <Button
                  component={Link}
                  to={`/superadmin/service/${c._id}`}
                  state={back}
                  size="xs"
                  variant="light"
                  leftSection={<IconEye size={16} />}
                  aria-label={`View ${c.name}`}
                >
                  View
                </Button>
                <Button
                  component={Link}
                  to={`/superadmin/business-info/${c._id}`}
                  state={back}
                  size="xs"
                  variant="default"
                  leftSection={<IconInfoCircle size={16} />}
                  aria-label={`Business info of ${c.name}`}
                >
                  Info
                </Button>
                <Tooltip label="Delete business">
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    aria-label={`Delete ${c.name}`}
                    onClick={() => remove(c)}
                    loading={deletion.isPending && deletion.variables === c._id}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
          />
        )}
      </PagedList>
    </Stack>
  );
}
