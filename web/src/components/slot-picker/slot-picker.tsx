import type { Period } from '@slotmap/domain/slots';
import { Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { SlotDay } from '@slotmap/domain/slots';
import { IconRefresh } from '@tabler/icons-react';
import { ApiError } from '../../lib/api-client.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.tsx';
import { weekdayName } from '../../lib/weekday-name.ts';
import { slotPickerMessages } from './messages.ts';
import { dateLabel, monthLabel } from './slot-calendar.ts';
import { BookableDates } from './bookable-dates.tsx';
import { MonthNav } from './month-nav.tsx';
import { SlotList } from './slot-list.tsx';

interface SlotPickerProps {
  months: readonly string[];
  month: string;
  onMonth: (month: string) => void;
  /** The shown month's bookable days. */
  days: readonly SlotDay[];
  day: SlotDay | null;
  onDay: (date: string) => void;
  startTime: number | null;
  onSlot: (startTime: number) => void;
  zoneNote: string | null;
  /** Offered on a fully booked period: wait for that weekday and period. */
  onJoinWaitlist?: (period: Period) => void;
  /** Whether the person already waits for the chosen weekday's period. */
  isWaiting?: (period: Period) => boolean;
  /** The appointment being moved: its time is marked on its day. */
  current?: { date: string; startTime: number } | null;
}

/** Spec §2: the month navigator, the month's bookable dates, then the chosen day's times. */
export function SlotPicker(props: SlotPickerProps) {
  const { month, days, day } = props;
  const t = useT(slotPickerMessages);
  const locale = useLocale();
  return (
    <Stack gap="lg">
      <Stack gap="xs" data-tour="booking-dates">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h5">
            {t('slotPicker.chooseDate')}
          </Title>
          <MonthNav months={props.months} month={month} onChange={props.onMonth} />
        </Group>
        {days.length > 0 ? (
          <BookableDates
            days={days}
            value={day?.date ?? null}
            onChange={props.onDay}
            label={t('slotPicker.datesIn', { month: monthLabel(month, locale) })}
          />
        ) : (
          <Text c="dimmed" fz="sm">
            {t('slotPicker.noTimesInMonth', { month: monthLabel(month, locale) })}
          </Text>
        )}
      </Stack>
      {day && (
        <Stack gap="xs" data-tour="booking-slots">
          <Stack gap={0}>
            <Title order={3} fz="h5">
              {t('slotPicker.chooseTime')}
            </Title>
            <Text fz="sm" c="dimmed">
              {dateLabel(day.date, locale)}
              {props.zoneNote && ` · ${props.zoneNote}`}
            </Text>
          </Stack>
          <SlotList
            slots={day.slots}
            value={props.startTime}
            onChange={props.onSlot}
            weekday={weekdayName(day.weekday, locale)}
            onJoinWaitlist={props.onJoinWaitlist}
            isWaiting={props.isWaiting}
            currentTime={props.current?.date === day.date ? props.current.startTime : null}
          />
        </Stack>
      )}
    </Stack>
  );
}

const DATE_PLACEHOLDERS = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8'];
const SLOT_PLACEHOLDERS = ['s1', 's2', 's3', 's4', 's5', 's6'];

/** The picker's shape while the times load. */
export function SlotPickerSkeleton() {
  const t = useT(slotPickerMessages);
  return (
    <Stack gap="lg" role="status" aria-busy="true">
      <VisuallyHidden>{t('slotPicker.loading')}</VisuallyHidden>
      <Group justify="space-between">
        <Skeleton h={20} w={140} />
        <Skeleton h={36} w={220} />
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ overflow: 'hidden' }}>
        {DATE_PLACEHOLDERS.map((key) => (
          <Skeleton key={key} h={56} w={56} style={{ flexShrink: 0 }} />
        ))}
      </Group>
      <Skeleton h={20} w={120} />
      <Group gap="xs">
        {SLOT_PLACEHOLDERS.map((key) => (
          <Skeleton key={key} h={36} w={104} />
        ))}
      </Group>
    </Stack>
  );
}

/** The times could not be loaded: say why, offer a retry. */
export function SlotsFailed({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const t = useT(slotPickerMessages);
  const reason = error instanceof ApiError ? error.message : t('common.tryAgain');
  return (
    <Paper withBorder radius="md" p="md" role="alert">
      <Stack gap={6} align="flex-start">
        <Text fw={600}>{t('slotPicker.failed')}</Text>
        <Text fz="sm" c="dimmed">
          {reason}
        </Text>
        <Button
          size="sm"
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('slotPicker.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
