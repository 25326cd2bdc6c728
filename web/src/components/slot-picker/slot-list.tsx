import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { timeLabel } from '@slotmap/domain/hours';
import type { Period, Slot } from '@slotmap/domain/slots';
import { groupByPeriod, PERIOD_LABELS, type PeriodGroup } from './slot-periods.ts';
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

const UNAVAILABLE = { past: 'passed', notice: 'too soon to book', booked: 'booked' } as const;
const FULL_NOTE: Record<Exclude<PeriodGroup['status'], 'open'>, string> = {
  booked: 'Fully booked',
  notice: 'Too soon to book online',
  past: 'Time has passed',
};

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
                {PERIOD_LABELS[group.period]}
              </Title>
              {group.status !== 'open' && (
                <Badge variant="light" color="gray" size="sm" tt="none">
                  {FULL_NOTE[group.status]}
                </Badge>
              )}
              {group.status === 'booked' && onJoinWaitlist && (
                <WaitlistAction
                  cell={`${weekday ?? ''} ${group.period}`.trim()}
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
                        ? `${timeLabel(slot.start_time)}, ${UNAVAILABLE[slot.unavailable]}`
                        : undefined
                    }
                  >
                    {timeLabel(slot.start_time)}
                  </Button>
                );
              })}
            </div>
          </Stack>
        );
      })}
      {slots.length === 0 && <Text c="dimmed">No times on this day.</Text>}
    </Stack>
  );
}

/** The appointment's own time while it is being moved: shown where it is, never chosen. */
function CurrentSlot({ startTime }: { startTime: number }) {
  return (
    <Button
      size="sm"
      px="xs"
      variant="light"
      disabled
      className={classes.current}
      h="auto"
      aria-label={`${timeLabel(startTime)}, current time`}
    >
      <Stack gap={0} align="center">
        <span>{timeLabel(startTime)}</span>
        <Text component="span" fz={11} fw={500} lh={1.2}>
          Current time
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
  if (!waiting)
    return (
      <Button
        size="compact-xs"
        variant="light"
        ml="auto"
        aria-label={`Join Waitlist for ${cell}`}
        onClick={onClick}
      >
        Join Waitlist
      </Button>
    );
  return (
    <Group gap={4} ml="auto" wrap="nowrap">
      <Text fz="xs" fw={500} c="teal.9">
        You're on the waitlist
      </Text>
      <Text fz="xs" c="dimmed" aria-hidden>
        ·
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-label={`Edit your waitlist for ${cell}`}
        onClick={onClick}
      >
        Edit
      </Button>
    </Group>
  );
}
