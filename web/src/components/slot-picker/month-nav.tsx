import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useLocale, useT } from '../../lib/i18n/use-t.tsx';
import { slotPickerMessages } from './messages.ts';
import { monthLabel } from './slot-calendar.ts';

interface MonthNavProps {
  /** The months of the booking window, first to last ('2025-06'). */
  months: readonly string[];
  month: string;
  onChange: (month: string) => void;
}

/** Previous and next month within the booking window: never before this month or past day 90. */
export function MonthNav({ months, month, onChange }: MonthNavProps) {
  const t = useT(slotPickerMessages);
  const locale = useLocale();
  const index = months.indexOf(month);
  const previous = index > 0 ? months[index - 1] : null;
  const next = index >= 0 && index < months.length - 1 ? months[index + 1] : null;
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" maw={320}>
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={t('slotPicker.previousMonth')}
        disabled={!previous}
        onClick={() => previous && onChange(previous)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <Text fw={600} ta="center" flex={1} aria-live="polite">
        {monthLabel(month, locale)}
      </Text>
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={t('slotPicker.nextMonth')}
        disabled={!next}
        onClick={() => next && onChange(next)}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
