import { Button, EmptyState, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { WaitlistCompanyView } from '@slotmap/domain/waitlists';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { ListStack } from '../../../components/lists.tsx';
import { Paginator } from '../../../components/paginator.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useSaveWaitlist, useWaitlistCompanies } from '../../../lib/waitlists.ts';
import { WaitlistCompanyCard } from '../../../components/waitlists/waitlist-company-card.tsx';
import { useWaitlistEditor } from '../../../components/waitlists/use-waitlist-editor.tsx';

/** Account tab waitlist-manager (spec §2): one card per business, to edit or leave. */
export function WaitlistManagerTab() {
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const list = useWaitlistCompanies(user?._id, page);
  const save = useSaveWaitlist();
  const editor = useWaitlistEditor();

  const leave = (item: WaitlistCompanyView) =>
    modals.openConfirmModal({
      title: 'Leave waitlist',
      children: <Text fz="sm">{`Stop waiting for ${item.company.name}?`}</Text>,
      labels: { confirm: 'Leave waitlist', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        save.mutate(
          {
            companyId: item.company._id,
            cells: [],
            duration: item.duration,
            preferences: item.preferences,
          },
          { onSuccess: () => notify('You left the waitlist'), onError: notifyError },
        ),
    });

  if (list.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label="Loading your waitlists" />
      </Group>
    );
  if (list.isError)
    return (
      <Stack align="center" py="lg" gap="xs">
        <Text>Your waitlists could not be loaded.</Text>
        <Button variant="light" onClick={() => list.refetch()} loading={list.isFetching}>
          Try again
        </Button>
      </Stack>
    );
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        The businesses you wait for. When a time frees up it is held for you for a while, and you
        are told by the means you chose.
      </Text>
      {list.data.items.length === 0 ? (
        <EmptyState
          py="lg"
          size="sm"
          icon={<IconClockHour4 size={28} />}
          title="No waitlists found"
          description="On a business's page, a fully booked morning, afternoon or evening offers Join Waitlist."
        />
      ) : (
        <ListStack gap="sm" aria-label="Waitlists">
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
                    aria-label={`Leave waitlist for ${item.company.name}`}
                  >
                    Leave waitlist
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
