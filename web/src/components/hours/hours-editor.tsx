import { Grid, Select, Stack, Switch, Text } from '@mantine/core';
import { type StoreHours, WEEKDAYS, type Weekday } from '@slotmap/domain/hours';
import { useMemo } from 'react';
import { useLanguage, useLocale, useT } from '../../lib/i18n/use-t.tsx';
import { weekdayName } from '../../lib/weekday-name.ts';
import { companyFormMessages } from '../company-form/messages.ts';
import { endTimeOptions, startTimeOptionsIn, withStart } from './time-options.ts';

interface HoursEditorProps {
  value: StoreHours;
  onChange: (hours: StoreHours) => void;
}

/**
 * Opening hours per weekday (spec §4): an open toggle shows or hides the day's start and end
 * selects, in 30-minute steps; the end lists only times later than the start. Days and times in
 * the language being read (12-hour in English, 24-hour in French).
 */
export function HoursEditor({ value, onChange }: HoursEditorProps) {
  const t = useT(companyFormMessages);
  const language = useLanguage();
  const locale = useLocale();
  const startOptions = useMemo(() => startTimeOptionsIn(language), [language]);
  const setDay = (day: Weekday, next: StoreHours[Weekday]) => onChange({ ...value, [day]: next });

  return (
    <Stack gap="xs">
      {WEEKDAYS.map((day) => {
        const hours = value[day];
        // 'Monday' in English, 'lundi' in French; the switch's label starts with a capital.
        const name = weekdayName(day, locale);
        return (
          <Grid key={day} align="center" gap="xs">
            <Grid.Col span={{ base: 12, xs: 4 }}>
              <Switch
                label={name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)}
                description={t(hours.open ? 'companyForm.hours.open' : 'companyForm.hours.closed')}
                checked={hours.open}
                onChange={(e) => setDay(day, { ...hours, open: e.currentTarget.checked })}
              />
            </Grid.Col>
            {hours.open && (
              <>
                <Grid.Col span={{ base: 6, xs: 4 }}>
                  <Select
                    aria-label={t('companyForm.hours.opening', { day: name })}
                    data={startOptions}
                    value={String(hours.start_time)}
                    allowDeselect={false}
                    onChange={(v) => v && setDay(day, withStart(hours, Number(v)))}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, xs: 4 }}>
                  <Select
                    aria-label={t('companyForm.hours.closing', { day: name })}
                    data={endTimeOptions(hours.start_time, language)}
                    value={String(hours.end_time)}
                    allowDeselect={false}
                    onChange={(v) => v && setDay(day, { ...hours, end_time: Number(v) })}
                  />
                </Grid.Col>
              </>
            )}
          </Grid>
        );
      })}
      <Text fz="xs" c="dimmed">
        {t('companyForm.hours.local')}
      </Text>
    </Stack>
  );
}
