import { Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { timeLabel } from '@slotmap/domain/hours';
import type { Period, Slot } from '@slotmap/domain/slots';
import { groupByPeriod, PERIOD_LABELS, type PeriodGroup } from '../slot-periods.ts';
import classes from './booking-panel.module.css';

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
}

const UNAVAILABLE = { past: 'passed', booked: 'booked' } as const;
const FULL_NOTE: Record<Exclude<PeriodGroup['status'], 'open'>, string> = {
  booked: 'Fully booked',
  past: 'Time has passed',
};

/**
 * The chosen day's times in Morning, Afternoon and Evening. A time that has started or is booked
 * is shown disabled; a period without any free time is dimmed with a note (spec §4).
 */
export function SlotList({
  slots,
  value,
  onChange,
  weekday,
  onJoinWaitlist,
  isWaiting,
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
                const selected = slot.start_time === value && !slot.unavailable;
                return (
                  <Button
                    key={slot.start_time}
                    size="sm"
                    px="xs"
                    variant={selected ? 'filled' : 'default'}
                    aria-pressed={selected}
                    disabled={slot.unavailable !== null}
                    onClick={() => onChange(slot.start_time)}
                  >
                    {timeLabel(slot.start_time)}
                    {slot.unavailable && (
                      <VisuallyHidden>, {UNAVAILABLE[slot.unavailable]}</VisuallyHidden>
                    )}
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
