import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminPageState } from '../admin-tabs.ts';
import { useAdminCompanies } from '../data/companies.ts';
import type { AdminCompany } from '../types.ts';
import { formatDay, formatPhone, fullName } from './format.ts';
import { PagedList } from './list-states.tsx';
import { type Column, ResponsiveTable } from './responsive-table.tsx';
import { SearchBox } from './search-box.tsx';
import { usePagedSearch } from './use-paged-search.ts';

const back: AdminPageState = { tab: 'all-business' };

function Status({ c }: { c: AdminCompany }) {
  return (
    <Group gap={4}>
      {c.is_admin ? (
        <Badge variant="light" color="gray">
          Unclaimed
        </Badge>
      ) : (
        <Badge variant="light" color="blue">
          Claimed
        </Badge>
      )}
      {c.is_featured && (
        <Badge variant="light" color="teal">
          Featured
        </Badge>
      )}
    </Group>
  );
}

const columns: Column<AdminCompany>[] = [
  {
    label: 'Business',
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
    label: 'Owner',
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
          No owner yet
        </Text>
      ),
  },
  { label: 'Status', render: (c) => <Status c={c} /> },
  { label: 'Added', render: (c) => <Text fz="sm">{formatDay(c.date_created)}</Text> },
];

/** All Business: every business with its owner and whether it is claimed or featured. */
export function AllBusinessTab() {
  const { search, setSearch, sent, page, setPage } = usePagedSearch();
  const list = useAdminCompanies(page, sent);
  return (
    <Stack gap="md">
      <SearchBox
        label="Search all businesses"
        placeholder="Name, city, address or e-mail"
        value={search}
        onChange={setSearch}
      />
      <PagedList query={list} noun="businesses" empty="No Data Found" page={page} onPage={setPage}>
        {(items) => (
          <ResponsiveTable
            caption="All businesses"
            columns={columns}
            rows={items}
            rowKey={(c) => c._id}
          />
        )}
      </PagedList>
    </Stack>
  );
}
