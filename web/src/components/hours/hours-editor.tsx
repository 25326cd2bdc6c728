import { Grid, Select, Stack, Switch, Text } from '@mantine/core';
import { type StoreHours, WEEKDAYS, type Weekday } from '@slotmap/domain/hours';
import { endTimeOptions, startTimeOptions, withStart } from './time-options.ts';

interface HoursEditorProps {
  value: StoreHours;
  onChange: (hours: StoreHours) => void;
}

/**
 * Opening hours per weekday (spec §4): an open toggle shows or hides the day's start and end
 * selects, in 30-minute steps; the end lists only times later than the start.
 */
export function HoursEditor({ value, onChange }: HoursEditorProps) {
  const setDay = (day: Weekday, next: StoreHours[Weekday]) => onChange({ ...value, [day]: next });

  return (
    <Stack gap="xs">
      {WEEKDAYS.map((day) => {
        const hours = value[day];
        return (
          <Grid key={day} align="center" gap="xs">
            <Grid.Col span={{ base: 12, xs: 4 }}>
              <Switch
                label={day}
                description={hours.open ? 'Open' : 'Closed'}
                checked={hours.open}
                onChange={(e) => setDay(day, { ...hours, open: e.currentTarget.checked })}
              />
            </Grid.Col>
            {hours.open && (
              <>
                <Grid.Col span={{ base: 6, xs: 4 }}>
                  <Select
                    aria-label={`${day} opening time`}
                    data={startTimeOptions}
                    value={String(hours.start_time)}
                    allowDeselect={false}
                    onChange={(v) => v && setDay(day, withStart(hours, Number(v)))}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, xs: 4 }}>
                  <Select
                    aria-label={`${day} closing time`}
                    data={endTimeOptions(hours.start_time)}
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
        Times are local to the business's address.
      </Text>
    </Stack>
  );
}
