import { ActionIcon, Badge, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconActivity, IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useDeleteUser, useUserList } from '../data/users.ts';
import type { AdminUser } from '../types.ts';
import { ActivityList } from './activity-list.tsx';
import { confirmAction } from '../../../components/confirm-action.tsx';
import { formatDay, formatPhone, fullName } from './format.ts';
import { PagedList } from './list-states.tsx';
import { type Column, ResponsiveTable } from './responsive-table.tsx';
import { SearchBox } from './search-box.tsx';
import { usePagedSearch } from './use-paged-search.ts';
import { SignUpRangeInputs } from './sign-up-range-inputs.tsx';
import { useSignUpRange } from './use-sign-up-range.ts';
import { UserEditModal } from './user-edit-modal.tsx';

const columns: Column<AdminUser>[] = [
  {
    label: 'Name',
    render: (u) => (
      <Group gap={6}>
        <Text fw={600} fz="sm">
          {fullName(u)}
        </Text>
        {u.isAdmin && (
          <Badge size="xs" variant="light">
            Admin
          </Badge>
        )}
      </Group>
    ),
  },
  { label: 'Email', render: (u) => <Text fz="sm">{u.email}</Text> },
  { label: 'Phone', render: (u) => <Text fz="sm">{formatPhone(u.phone) || '—'}</Text> },
  { label: 'Signed up', render: (u) => <Text fz="sm">{formatDay(u.date)}</Text> },
  { label: 'Free months', render: (u) => <Text fz="sm">{u.free_months}</Text> },
];

/** Users (spec §2): search, sign-up date range, edit names and phone, delete. */
export function UsersTab() {
  const { search, setSearch, sent, page, setPage } = usePagedSearch();
  const range = useSignUpRange(() => setPage(1));
  const list = useUserList(page, { search: sent, ...range.sent });
  const deletion = useDeleteUser();
  const { user: me } = useAuth();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [watching, setWatching] = useState<AdminUser | null>(null);
  const phone = useMediaQuery('(max-width: 575px)');

  const remove = (u: AdminUser) =>
    confirmAction({
      title: `Delete ${fullName(u)}`,
      confirm: 'Delete',
      message: `Are you sure? This can NOT be undone! ${u.email}'s future bookings are cancelled, and every business they own closes: its appointments to come are cancelled and its customers told. To keep a business, transfer it to someone first.`,
      onConfirm: () =>
        deletion.mutate(u._id, {
          onSuccess: (answer) => notify(answer?.msg || 'User Deleted'),
          onError: notifyError,
        }),
    });

  return (
    <Stack gap="md">
      {/* Tops aligned: an error under the dates must not lift them above the search box. */}
      <Group align="flex-start" gap="sm">
        <SearchBox
          label="Search users"
          placeholder="Name or e-mail"
          value={search}
          onChange={setSearch}
          hintBelow
        />
        <SignUpRangeInputs range={range} />
      </Group>
      <PagedList query={list} noun="users" empty="No Data!" page={page} onPage={setPage}>
        {(items) => (
          <ResponsiveTable
            caption="Users"
            columns={columns}
            rows={items}
            rowKey={(u) => u._id}
            actions={(u) => (
              <>
                <Tooltip label="Edit user">
                  <ActionIcon
                    variant="light"
                    size="lg"
                    aria-label={`Edit ${fullName(u)}`}
                    onClick={() => setEditing(u)}
                  >
                    <IconEdit size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Activity">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={`Activity of ${fullName(u)}`}
                    onClick={() => setWatching(u)}
                  >
                    <IconActivity size={18} />
                  </ActionIcon>
                </Tooltip>
                {u._id !== me?._id && (
                  <Tooltip label="Delete user">
                    <ActionIcon
                      variant="light"
                      color="red"
                      size="lg"
                      aria-label={`Delete ${fullName(u)}`}
                      onClick={() => remove(u)}
                      loading={deletion.isPending && deletion.variables === u._id}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </>
            )}
          />
        )}
      </PagedList>
      <UserEditModal user={editing} onClose={() => setEditing(null)} />
      <Modal
        opened={watching !== null}
        onClose={() => setWatching(null)}
        title={watching ? `Activity: ${fullName(watching)}` : 'Activity'}
        size="lg"
        fullScreen={phone}
      >
        {watching && <ActivityList about={{ user: watching._id }} />}
      </Modal>
    </Stack>
  );
}
