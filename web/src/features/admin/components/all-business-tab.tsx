import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { Language } from '@slotmap/domain/language';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import type { AdminPageState } from '../admin-tabs.ts';
import { useAdminCompanies } from '../data/companies.ts';
import { type AdminT, adminMessages } from '../messages.ts';
import type { AdminCompany } from '../types.ts';
import { formatDay, formatPhone, fullName } from './format.ts';
import { PagedList } from './list-states.tsx';
import { type Column, ResponsiveTable } from './responsive-table.tsx';
import { SearchBox } from './search-box.tsx';
import { usePagedSearch } from './use-paged-search.ts';

const back: AdminPageState = { tab: 'all-business' };

function Status({ c, t }: { c: AdminCompany; t: AdminT }) {
  return (
    <Group gap={4}>
      {c.is_admin ? (
        <Badge variant="light" color="gray">
          {t('admin.unclaimed')}
        </Badge>
      ) : (
        <Badge variant="light" color="blue">
          {t('admin.claimed')}
        </Badge>
      )}
      {c.is_featured && (
        <Badge variant="light" color="teal">
          {t('admin.featured')}
        </Badge>
      )}
    </Group>
  );
}

const columnsOf = (t: AdminT, language: Language): Column<AdminCompany>[] => [
  {
    label: t('admin.column.business'),
    render: (c) => (
      <Stack gap={2}>
        <Anchor component={Link} to={`/superadmin/business-info/${c._id}`} state={back} fw={600}>
          {c.name}
        </Anchor>
        <Text fz="sm" c="dimmed">
          {[c.location?.city, c.location?.province].filter(Boolean).join(', ')}
        </Text>
      </Stack>
    ),
  },
  {
    label: t('admin.column.owner'),
    render: (c) =>
      c.user ? (
        <Stack gap={2}>
          <Text fz="sm">{fullName(c.user)}</Text>
          <Text fz="sm" c="dimmed">
            {c.user.email} {c.user.phone && `· ${formatPhone(c.user.phone)}`}
          </Text>
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          {t('admin.allBusiness.noOwner')}
        </Text>
      ),
  },
  { label: t('admin.allBusiness.status'), render: (c) => <Status c={c} t={t} /> },
  {
    label: t('admin.allBusiness.added'),
    render: (c) => <Text fz="sm">{formatDay(c.date_created, language)}</Text>,
  },
];

/** All Business: every business with its owner and whether it is claimed or featured. */
export function AllBusinessTab() {
  const t = useT(adminMessages);
  const language = useLanguage();
  const { search, setSearch, sent, page, setPage } = usePagedSearch();
  const list = useAdminCompanies(page, sent);
  return (
    <Stack gap="md">
      <SearchBox
        label={t('admin.allBusiness.search')}
        placeholder={t('admin.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      <PagedList
        query={list}
        noun="businesses"
        empty={t('admin.noDataFound')}
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <ResponsiveTable
            caption={t('admin.allBusiness.caption')}
            columns={columnsOf(t, language)}
            rows={items}
            rowKey={(c) => c._id}
          />
        )}
      </PagedList>
    </Stack>
  );
}
