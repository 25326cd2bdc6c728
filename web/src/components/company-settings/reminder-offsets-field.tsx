import { MultiSelect, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { offsetLabel, REMINDER_OFFSETS_MAX } from '@slotmap/domain/reminders';
import type { CompanyFormValues } from '../company-form/company-values.ts';

/** The times a business can choose, in minutes before the start. */
const CHOICES = [15, 30, 60, 120, 180, 360, 720, 1440, 2880, 4320, 10080];

/**
 * When customers are reminded of their appointments (docs/decisions/057): up to five times
 * before the start, by mail, and by text for customers who asked for texts.
 */
export function ReminderOffsetsField({ form }: { form: UseFormReturnType<CompanyFormValues> }) {
  const { value, onChange, error } = form.getInputProps('reminder_offsets');
  const chosen = (value as number[]).map(String);
  // A time set through the API that is not among the choices still shows, and can be removed.
  const data = [...new Set([...CHOICES, ...(value as number[])])]
    .sort((a, b) => b - a)
    .map((m) => ({ value: String(m), label: `${offsetLabel(m)} before` }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="reminder-times">
      <Title order={2} fz="lg" id="reminder-times">
        Reminders
      </Title>
      <MultiSelect
        label="Remind customers"
        description={`Up to ${REMINDER_OFFSETS_MAX} times before each appointment. None sends no reminders.`}
        data={data}
        value={chosen}
        onChange={(next) => onChange(next.map(Number).sort((a, b) => b - a))}
        maxValues={REMINDER_OFFSETS_MAX}
        error={error}
        clearable
        hidePickedOptions
        styles={{ wrapper: { maxWidth: 420 } }}
      />
    </Stack>
  );
}
