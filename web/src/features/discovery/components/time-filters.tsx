import { Input, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { Period } from '@slotmap/domain/slots';
import { addDays } from '@slotmap/domain/zoned-time';
import { useId } from 'react';
import { SegmentedChoice } from '../../../components/segmented-choice.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { FIND_DAYS_AHEAD, type FindPatch } from '../data/find-params.ts';
import { discoveryMessages } from '../messages.ts';
import classes from './time-filters.module.css';

export interface TimeFilterValues {
  /** 'YYYY-MM-DD' or '' for any day. */
  day: string;
  period: Period | '';
  online: boolean;
}

interface TimeFiltersProps extends TimeFilterValues {
  /** The visitor's today, which Today and Tomorrow and the date field's range start from. */
  today: string;
  onChange: (patch: FindPatch) => void;
  /** Stacked (the phone's drawer) or side by side (the wider page). */
  stacked?: boolean;
}

/** How many time filters are set, for the phone's Filters button. */
export const activeTimeFilters = (v: TimeFilterValues) =>
  Number(v.day !== '') + Number(v.period !== '') + Number(v.online);

/**
 * When to book (decision 062): a day (any, today, tomorrow or a date in the 90-day window), a part
 * of the day as the waitlist defines it, and only businesses that book online. Every change is a
 * URL write that keeps the searched area (decision 038).
 */
export function TimeFilters({ day, period, online, today, onChange, stacked }: TimeFiltersProps) {
  const t = useT(discoveryMessages);
  const id = useId();
  const tomorrow = addDays(today, 1);
  // A date other than today or tomorrow shows in the date field alone.
  const dayChoice =
    day === '' ? 'any' : day === today ? 'today' : day === tomorrow ? 'tomorrow' : '';
  const dayOptions = [
    { value: 'any', label: t('discovery.time.anyDay') },
    { value: 'today', label: t('discovery.time.today') },
    { value: 'tomorrow', label: t('discovery.time.tomorrow') },
  ];
  const periodOptions = [
    { value: 'any', label: t('discovery.time.anyTime') },
    { value: 'morning', label: t('discovery.time.morning') },
    { value: 'afternoon', label: t('discovery.time.afternoon') },
    { value: 'evening', label: t('discovery.time.evening') },
  ];
  const setDay = (value: string) => onChange({ available_on: value || null });

  return (
    <div className={stacked ? classes.stacked : classes.row}>
      <Stack gap={4} className={classes.group}>
        <Input.Label labelElement="div" id={`${id}-day`}>
          {t('discovery.time.day')}
        </Input.Label>
        <div className={classes.day}>
          <SegmentedChoice
            size="xs"
            aria-labelledby={`${id}-day`}
            data={dayOptions}
            value={dayChoice}
            onChange={(v) => setDay(v === 'today' ? today : v === 'tomorrow' ? tomorrow : '')}
          />
          <TextInput
            type="date"
            size="xs"
            aria-label={t('discovery.time.date')}
            className={classes.date}
            min={today}
            max={addDays(today, FIND_DAYS_AHEAD)}
            value={day}
            onChange={(e) => setDay(e.currentTarget.value)}
          />
        </div>
      </Stack>
      <Stack gap={4} className={classes.group}>
        <Input.Label labelElement="div" id={`${id}-period`}>
          {t('discovery.time.period')}
        </Input.Label>
        <SegmentedChoice
          size="xs"
          aria-labelledby={`${id}-period`}
          aria-describedby={`${id}-period-hint`}
          data={periodOptions}
          value={period || 'any'}
          onChange={(v) => onChange({ period: v === 'any' ? null : v })}
        />
        <Text component="span" fz="xs" c="dimmed" id={`${id}-period-hint`}>
          {/* The waitlist's parts of the day (domain slots.ts: AFTERNOON_FROM, EVENING_FROM). */}
          {t('discovery.time.periodHint')}
        </Text>
      </Stack>
      <Switch
        className={classes.online}
        label={t('discovery.time.online')}
        checked={online}
        onChange={(e) => onChange({ online: e.currentTarget.checked ? 'true' : null })}
      />
    </div>
  );
}
