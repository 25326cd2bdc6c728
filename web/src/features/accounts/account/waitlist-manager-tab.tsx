import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { modals } from '@mantine/modals';
import type { WaitlistCompanyView } from '@slotmap/domain/waitlists';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { ListStack } from '../../../components/lists.tsx';
import { Paginator } from '../../../components/paginator.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useSaveWaitlist, useWaitlistCompanies } from '../../../lib/waitlists.ts';
import { WaitlistCompanyCard } from '../../../components/waitlists/waitlist-company-card.tsx';
import { useWaitlistEditor } from '../../../components/waitlists/use-waitlist-editor.tsx';
import { accountsMessages } from '../messages.ts';

/** Account tab waitlist-manager (spec §2): one card per business, to edit or leave. */
export function WaitlistManagerTab() {
  const t = useT(accountsMessages);
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const list = useWaitlistCompanies(user?._id, page);
  const save = useSaveWaitlist();
  const editor = useWaitlistEditor();

  const leave = (item: WaitlistCompanyView) =>
    modals.openConfirmModal({
      title: t('accounts.waitlists.leave'),
      children: (
        <Text fz="sm">{t('accounts.waitlists.leaveQuestion', { name: item.company.name })}</Text>
      ),
      labels: { confirm: t('accounts.waitlists.leave'), cancel: t('accounts.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        save.mutate(
          {
            companyId: item.company._id,
            cells: [],
            duration: item.duration,
            preferences: item.preferences,
          },
          { onSuccess: () => notify(t('accounts.waitlists.left')), onError: notifyError },
        ),
    });

  if (list.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label={t('accounts.waitlists.loading')} />
      </Group>
    );
  if (list.isError)
    return (
      <Stack align="center" py="lg" gap="xs">
        <Text>{t('accounts.waitlists.loadFailed')}</Text>
        <Button variant="light" onClick={() => list.refetch()} loading={list.isFetching}>
          {t('accounts.waitlists.tryAgain')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t('accounts.waitlists.intro')}
      </Text>
      {list.data.items.length === 0 ? (
        <EmptyState
          py="lg"
          size="sm"
          icon={<IconClockHour4 size={28} />}
          title={t('accounts.waitlists.empty')}
          description={t('accounts.waitlists.emptyText')}
        />
      ) : (
        <ListStack gap="sm" aria-label={t('accounts.waitlists.list')}>
          {list.data.items.map((item) => (
            <WaitlistCompanyCard
              key={item.company._id}
              item={item}
              full
              onEdit={() => editor.edit(item.company)}
              extra={
                <Group justify="flex-end">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => leave(item)}
                    aria-label={t('accounts.waitlists.leaveFor', { name: item.company.name })}
                  >
                    {t('accounts.waitlists.leave')}
                  </Button>
                </Group>
              }
            />
          ))}
        </ListStack>
      )}
      <Paginator page={page} total={list.data.total} onChange={setPage} />
      {editor.dialog}
    </Stack>
  );
}
