import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from './empty-state.tsx';
import { modals } from '@mantine/modals';
import type { BookingView } from '@slotmap/domain/booking-view';
import { IconCalendarOff, IconHistory, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useAppointments, useClearHistory } from '../lib/bookings.ts';
import { useT } from '../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../lib/notify.ts';
import { AppointmentRows } from './appointment-history-rows.tsx';
import { componentMessages } from './messages.ts';

/**
 * Future appointments and the appointment history (spec §2: Account › Appointment history and
 * the business's Appointments tab). Without a companyId they are the signed-in user's own, with
 * one the business's.
 */
export function AppointmentHistory({ companyId }: { companyId?: string }) {
  const future = useAppointments('future', companyId);
  const past = useAppointments('past', companyId);
  const showCustomer = companyId !== undefined;
  const t = useT(componentMessages);

  return (
    <Stack gap="xl">
      <AppointmentSection
        title={t('components.history.future')}
        loading={t('components.history.futureLoading')}
        query={future}
        empty={
          <EmptyState
            py="md"
            icon={<IconCalendarOff size={28} />}
            title={t('components.history.futureNone')}
          />
        }
        showCustomer={showCustomer}
      />
      <AppointmentSection
        title={t('components.history.past')}
        loading={t('components.history.pastLoading')}
        query={past}
        empty={
          <EmptyState
            py="md"
            icon={<IconHistory size={28} />}
            title={t('components.history.pastNone')}
          />
        }
        showCustomer={showCustomer}
        action={past.data?.length ? <ClearButton companyId={companyId} /> : null}
      />
    </Stack>
  );
}

interface AppointmentSectionProps {
  title: string;
  /** What a screen reader hears while the list loads ('Loading Future Appointments'). */
  loading: string;
  query: UseQueryResult<BookingView[]>;
  empty: ReactNode;
  showCustomer: boolean;
  action?: ReactNode;
}

function AppointmentSection({ title, action, ...list }: AppointmentSectionProps) {
  const id = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between" gap="sm" mih={36}>
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      <SectionBody label={title} {...list} />
    </Stack>
  );
}

function SectionBody({
  query,
  label,
  loading,
  empty,
  showCustomer,
}: Omit<AppointmentSectionProps, 'title'> & { label: string }) {
  const t = useT(componentMessages);
  if (query.isError) {
    return (
      <Text c="red" role="alert">
        {t('components.history.failed')}
      </Text>
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={loading}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={44} />
        ))}
      </Stack>
    );
  }
  if (query.data.length === 0) return empty;
  return <AppointmentRows bookings={query.data} label={label} showCustomer={showCustomer} />;
}

/** Clearing hides the history from this side only; future appointments stay. */
function ClearButton({ companyId }: { companyId?: string }) {
  const t = useT(componentMessages);
  const clear = useClearHistory(companyId);

  const confirm = () =>
    modals.openConfirmModal({
      title: t('components.history.clearTitle'),
      children: <Text fz="sm">{t('components.history.clearQuestion')}</Text>,
      labels: {
        confirm: t('components.history.clearConfirm'),
        cancel: t('components.cancel'),
      },
      confirmProps: { color: 'red' },
      // The button goes with the history it clears, often before the answer's callbacks of
      // `mutate` would run (they do not once it is off the screen): the answer is told anyway.
      onConfirm: () => clear.mutateAsync().then(({ msg }) => notify(msg), notifyError),
    });

  return (
    <Button
      variant="light"
      color="red"
      size="sm"
      leftSection={<IconTrash size={16} />}
      onClick={confirm}
      loading={clear.isPending}
    >
      {t('components.history.clear')}
    </Button>
  );
}
