import { ActionIcon, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import type { AdminPageState } from '../admin-tabs.ts';
import { useAdminCompanies, useAdminDeleteCompany } from '../data/companies.ts';
import { type AdminT, adminMessages } from '../messages.ts';
import type { AdminCompany } from '../types.ts';
import { confirmAction } from '../../../components/confirm-action.tsx';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { addressLine, formatPhone } from './format.ts';
import { PagedList } from './list-states.tsx';
import { type Column, ResponsiveTable } from './responsive-table.tsx';
import { SearchBox } from './search-box.tsx';
import { usePagedSearch } from './use-paged-search.ts';

const back: AdminPageState = { tab: 'business-list' };

const columnsOf = (t: AdminT): Column<AdminCompany>[] => [
  {
    label: t('admin.column.name'),
    render: (c) => (
      <Stack gap={2}>
        <Group gap={6}>
          <Text fw={600}>{c.name}</Text>
          {c.is_admin && (
            <Badge size="xs" variant="light" color="gray">
              {t('admin.unclaimed')}
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
    label: t('admin.businessList.contact'),
    render: (c) => (
      <Stack gap={2}>
        <Text fz="sm">{c.email}</Text>
        <Text fz="sm">{formatPhone(c.phone)}</Text>
      </Stack>
    ),
  },
  {
    label: t('admin.businessList.website'),
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
  const t = useT(adminMessages);
  const { search, setSearch, sent, page, setPage } = usePagedSearch();
  const list = useAdminCompanies(page, sent);
  const deletion = useAdminDeleteCompany();

  const remove = (c: AdminCompany) =>
    confirmAction({
      title: t('admin.deleteNamed', { name: c.name }),
      confirm: t('admin.delete'),
      onConfirm: () =>
        deletion.mutate(c._id, {
          onSuccess: (answer) => notify(answer?.msg || t('admin.businessList.removed')),
          onError: notifyError,
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SearchBox
          label={t('admin.businessList.search')}
          placeholder={t('admin.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <Button component={Link} to="/superadmin/business" leftSection={<IconPlus size={18} />}>
          {t('admin.businessList.add')}
        </Button>
      </Group>
      <PagedList
        query={list}
        noun="businesses"
        empty={t('admin.noDataFound')}
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <ResponsiveTable
            caption={t('admin.businessList.caption')}
            columns={columnsOf(t)}
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
                  aria-label={t('admin.businessList.viewNamed', { name: c.name })}
                >
                  {t('admin.businessList.view')}
                </Button>
                <Button
                  component={Link}
                  to={`/superadmin/business-info/${c._id}`}
                  state={back}
                  size="xs"
                  variant="default"
                  leftSection={<IconInfoCircle size={16} />}
                  aria-label={t('admin.businessList.infoNamed', { name: c.name })}
                >
                  {t('admin.businessList.info')}
                </Button>
                <DeferredTooltip label={t('admin.businessList.deleteTooltip')}>
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    aria-label={t('admin.deleteNamed', { name: c.name })}
                    onClick={() => remove(c)}
                    loading={deletion.isPending && deletion.variables === c._id}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </DeferredTooltip>
              </>
            )}
          />
        )}
      </PagedList>
    </Stack>
  );
}
