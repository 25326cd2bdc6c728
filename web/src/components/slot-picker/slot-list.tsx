import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { timeLabel } from '@slotmap/domain/hours';
import { useLanguage, useT } from '../../lib/i18n/use-t.tsx';
import { slotPickerMessages } from './messages.ts';
import type { Period, Slot } from '@slotmap/domain/slots';
import { groupByPeriod, type PeriodGroup } from './slot-periods.ts';
import classes from './slot-picker.module.css';

interface SlotListProps {
  slots: readonly Slot[];
  /** The chosen slot's start, local minutes. */
  value: number | null;
  onChange: (startTime: number) => void;
  /** The chosen day's weekday, named on the waitlist button. */
  weekday?: string;
  /** Offered on a fully booked period (spec §4): wait for that weekday and period. */
  onJoinWaitlist?: (period: Period) => void;
  /** Whether the person already waits for this weekday's period: then Edit, not Join. */
  isWaiting?: (period: Period) => boolean;
  /** The start of the appointment being moved, on this day: marked "Current time", not chosen. */
  currentTime?: number | null;
}

const UNAVAILABLE = {
  past: 'slotPicker.unavailable.past',
  notice: 'slotPicker.unavailable.notice',
  booked: 'slotPicker.unavailable.booked',
} as const;
const FULL_NOTE = {
  booked: 'slotPicker.full.booked',
  notice: 'slotPicker.full.notice',
  past: 'slotPicker.full.past',
} as const satisfies Record<Exclude<PeriodGroup['status'], 'open'>, string>;
const PERIOD_LABELS = {
  morning: 'slotPicker.period.morning',
  afternoon: 'slotPicker.period.afternoon',
  evening: 'slotPicker.period.evening',
} as const satisfies Record<Period, string>;

/**
 * The chosen day's times in Morning, Afternoon and Evening. A time that has started, is inside
 * the service's minimum notice or is booked is shown disabled, greyed alike; a period without any free time is dimmed with a note (spec §4).
 */
export function SlotList({
  slots,
  value,
  onChange,
  weekday,
  onJoinWaitlist,
  isWaiting,
  currentTime = null,
}: SlotListProps) {
  const t = useT(slotPickerMessages);
  const language = useLanguage();
  return (
    <Stack gap="md">
      {groupByPeriod(slots).map((group) => {
        const headingId = `slots-${group.period}`;
        return (
          <Stack
            key={group.period}
            gap={6}
            component="section"
            aria-labelledby={headingId}
            className={classes.period}
            data-full={group.status !== 'open' || undefined}
          >
            <Group gap="xs">
              <Title order={4} fz="sm" id={headingId}>
                {t(PERIOD_LABELS[group.period])}
              </Title>
              {group.status !== 'open' && (
                <Badge variant="light" color="gray" size="sm" tt="none">
                  {t(FULL_NOTE[group.status])}
                </Badge>
              )}
              {group.status === 'booked' && onJoinWaitlist && (
                <WaitlistAction
                  cell={`${weekday ?? ''} ${t(PERIOD_LABELS[group.period]).toLowerCase()}`.trim()}
                  waiting={isWaiting?.(group.period) ?? false}
                  onClick={() => onJoinWaitlist(group.period)}
                />
              )}
            </Group>
            <div className={classes.slots}>
              {group.slots.map((slot) => {
                if (slot.start_time === currentTime)
                  return <CurrentSlot key={slot.start_time} startTime={slot.start_time} />;
                const selected = slot.start_time === value && !slot.unavailable;
                return (
                  <Button
                    key={slot.start_time}
                    size="sm"
                    px={6}
                    variant={selected ? 'filled' : 'default'}
                    aria-pressed={selected}
                    disabled={slot.unavailable !== null}
                    onClick={() => onChange(slot.start_time)}
                    // Said, not shown: the greyed button already shows it to the eye.
                    aria-label={
                      slot.unavailable
                        ? t(UNAVAILABLE[slot.unavailable], {
                            time: timeLabel(slot.start_time, language),
                          })
                        : undefined
                    }
                  >
                    {timeLabel(slot.start_time, language)}
                  </Button>
                );
              })}
            </div>
          </Stack>
        );
      })}
      {slots.length === 0 && <Text c="dimmed">{t('slotPicker.noTimesOnDay')}</Text>}
    </Stack>
  );
}

/** The appointment's own time while it is being moved: shown where it is, never chosen. */
function CurrentSlot({ startTime }: { startTime: number }) {
  const t = useT(slotPickerMessages);
  const time = timeLabel(startTime, useLanguage());
  return (
    <Button
      size="sm"
      px="xs"
      variant="light"
      disabled
      className={classes.current}
      h="auto"
      aria-label={t('slotPicker.currentTimeSaid', { time })}
    >
      <Stack gap={0} align="center">
        <span>{time}</span>
        <Text component="span" fz={11} fw={500} lh={1.2}>
          {t('slotPicker.currentTime')}
        </Text>
      </Stack>
    </Button>
  );
}

/** Join Waitlist, or, for a period the person already waits for, that they do and a way to edit. */
function WaitlistAction({
  cell,
  waiting,
  onClick,
}: {
  cell: string;
  waiting: boolean;
  onClick: () => void;
}) {
  const t = useT(slotPickerMessages);
  if (!waiting)
    return (
      <Button
        size="compact-xs"
        variant="light"
        ml="auto"
        aria-label={t('slotPicker.joinWaitlistFor', { cell })}
        onClick={onClick}
      >
        {t('slotPicker.joinWaitlist')}
      </Button>
    );
  return (
    <Group gap={4} ml="auto" wrap="nowrap">
      <Text fz="xs" fw={500} c="teal.9">
        {t('slotPicker.waiting')}
      </Text>
      <Text fz="xs" c="dimmed" aria-hidden>
        ·
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-label={t('slotPicker.editWaitlistFor', { cell })}
        onClick={onClick}
      >
        {t('slotPicker.edit')}
      </Button>
    </Group>
  );
}
