import { Flex, Text, UnstyledButton } from '@mantine/core';
import type { SlotDay } from '@slotmap/domain/slots';
import { useLocale } from '../../lib/i18n/use-t.tsx';
import { dayParts, monthLabel, monthOf } from './slot-calendar.ts';
import classes from './slot-picker.module.css';

interface BookableDatesProps {
  days: readonly SlotDay[];
  /** The chosen date, 'YYYY-MM-DD'. */
  value: string | null;
  onChange: (date: string) => void;
  label: string;
}

/**
 * The month's days with open times, as buttons showing weekday and day. On a phone they form one
 * row that scrolls sideways; wider, they wrap.
 */
export function BookableDates({ days, value, onChange, label }: BookableDatesProps) {
  const locale = useLocale();
  return (
    <Flex
      role="group"
      aria-label={label}
      gap="xs"
      wrap={{ base: 'nowrap', sm: 'wrap' }}
      className={classes.dates}
    >
      {days.map((day) => {
        const { weekday, day: number } = dayParts(day.date, locale);
        const selected = day.date === value;
        return (
          <UnstyledButton
            key={day.date}
            className={classes.date}
            // The spoken name starts with what the button shows (WCAG 2.5.3): 'Wed 11 June 2025'.
            aria-label={`${weekday} ${number} ${monthLabel(monthOf(day.date), locale)}`}
            aria-pressed={selected}
            data-selected={selected || undefined}
            onClick={() => onChange(day.date)}
          >
            <Text component="span" fz="xs" tt="uppercase" className={classes.weekday}>
              {weekday}
            </Text>{' '}
            <Text component="span" fz="lg" fw={700} lh={1.2}>
              {number}
            </Text>
          </UnstyledButton>
        );
      })}
    </Flex>
  );
}
