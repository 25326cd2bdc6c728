import { ActionIcon, Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconActivity, IconEdit, IconTrash } from '@tabler/icons-react';
import type { Language } from '@slotmap/domain/language';
import { useState } from 'react';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useDeleteUser, useUserList } from '../data/users.ts';
import { type AdminT, adminMessages } from '../messages.ts';
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

const columnsOf = (t: AdminT, language: Language): Column<AdminUser>[] => [
  {
    label: t('admin.column.name'),
    render: (u) => (
      <Group gap={6}>
        <Text fw={600} fz="sm">
          {fullName(u)}
        </Text>
        {u.isAdmin && (
          <Badge size="xs" variant="light">
            {t('admin.users.admin')}
          </Badge>
        )}
      </Group>
    ),
  },
  { label: t('admin.users.email'), render: (u) => <Text fz="sm">{u.email}</Text> },
  {
    label: t('admin.users.phone'),
    render: (u) => <Text fz="sm">{formatPhone(u.phone) || '—'}</Text>,
  },
  {
    label: t('admin.users.signedUp'),
    render: (u) => <Text fz="sm">{formatDay(u.date, language)}</Text>,
  },
  { label: t('admin.users.freeMonths'), render: (u) => <Text fz="sm">{u.free_months}</Text> },
];

/** Users (spec §2): search, sign-up date range, edit names and phone, delete. */
export function UsersTab() {
  const t = useT(adminMessages);
  const language = useLanguage();
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
      title: t('admin.deleteNamed', { name: fullName(u) }),
      confirm: t('admin.delete'),
      message: t('admin.users.deleteMessage', { email: u.email }),
      onConfirm: () =>
        deletion.mutate(u._id, {
          onSuccess: (answer) => notify(answer?.msg || t('admin.users.deleted')),
          onError: notifyError,
        }),
    });

  return (
    <Stack gap="md">
      {/* Tops aligned: an error under the dates must not lift them above the search box. */}
      <Group align="flex-start" gap="sm">
        <SearchBox
          label={t('admin.users.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          hintBelow
        />
        <SignUpRangeInputs range={range} />
      </Group>
      <PagedList
        query={list}
        noun="users"
        empty={t('admin.users.empty')}
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <ResponsiveTable
            caption={t('admin.users.caption')}
            columns={columnsOf(t, language)}
            rows={items}
            rowKey={(u) => u._id}
            actions={(u) => (
              <>
                <DeferredTooltip label={t('admin.users.editTooltip')}>
                  <ActionIcon
                    variant="light"
                    size="lg"
                    aria-label={t('admin.users.editNamed', { name: fullName(u) })}
                    onClick={() => setEditing(u)}
                  >
                    <IconEdit size={18} />
                  </ActionIcon>
                </DeferredTooltip>
                <DeferredTooltip label={t('admin.activity.title')}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('admin.users.activityNamed', { name: fullName(u) })}
                    onClick={() => setWatching(u)}
                  >
                    <IconActivity size={18} />
                  </ActionIcon>
                </DeferredTooltip>
                {u._id !== me?._id && (
                  <DeferredTooltip label={t('admin.users.deleteTooltip')}>
                    <ActionIcon
                      variant="light"
                      color="red"
                      size="lg"
                      aria-label={t('admin.deleteNamed', { name: fullName(u) })}
                      onClick={() => remove(u)}
                      loading={deletion.isPending && deletion.variables === u._id}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </DeferredTooltip>
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
        title={
          watching
            ? t('admin.activity.ofUser', { name: fullName(watching) })
            : t('admin.activity.title')
        }
        size="lg"
        fullScreen={phone}
      >
        {watching && <ActivityList about={{ user: watching._id }} />}
      </Modal>
    </Stack>
  );
}
