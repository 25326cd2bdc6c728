import { MultiSelect, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { REMINDER_OFFSETS_MAX } from '@slotmap/domain/reminders';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { CompanyFormValues } from '../company-form/company-values.ts';
import { type CompanySettingsT, companySettingsMessages } from './messages.ts';

/** The times a business can choose, in minutes before the start. */
const CHOICES = [15, 30, 60, 120, 180, 360, 720, 1440, 2880, 4320, 10080];

/** "1 day 6 hours before", as offsetLabel (domain/src/reminders.ts) says it, in the language read. */
function offsetText(minutes: number, t: CompanySettingsT): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts = [
    days ? t('companySettings.reminders.days', { count: days }) : '',
    hours ? t('companySettings.reminders.hours', { count: hours }) : '',
    mins ? t('companySettings.reminders.minutes', { count: mins }) : '',
  ];
  return t('companySettings.reminders.before', { offset: parts.filter(Boolean).join(' ') });
}

/**
 * When customers are reminded of their appointments (docs/decisions/057): up to five times
 * before the start, by mail, and by text for customers who asked for texts.
 */
export function ReminderOffsetsField({ form }: { form: UseFormReturnType<CompanyFormValues> }) {
  const t = useT(companySettingsMessages);
  const { value, onChange, error } = form.getInputProps('reminder_offsets');
  const chosen = (value as number[]).map(String);
  // A time set through the API that is not among the choices still shows, and can be removed.
  const data = [...new Set([...CHOICES, ...(value as number[])])]
    .sort((a, b) => b - a)
    .map((m) => ({ value: String(m), label: offsetText(m, t) }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="reminder-times">
      <Title order={2} fz="lg" id="reminder-times">
        {t('companySettings.reminders.title')}
      </Title>
      <MultiSelect
        label={t('companySettings.reminders.label')}
        description={t('companySettings.reminders.help', { max: REMINDER_OFFSETS_MAX })}
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
