import { Stack, Switch, Text } from '@mantine/core';
import { formatPhone } from '@slotmap/domain/phone';
import type { User } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useSaveReminderSettings } from '../data/reminder-settings.ts';

/**
 * How the person is reminded of appointments (docs/decisions/057): mail until turned off, texts
 * only when turned on (and with a phone number to text). A STOP reply also turns texts off.
 */
export function RemindersTab({ user }: { user: User }) {
  const save = useSaveReminderSettings();
  const change = (input: { reminder_mails?: boolean; reminder_texts?: boolean }) =>
    save.mutate(input, {
      onSuccess: () => notify('Reminder settings saved'),
      onError: notifyError,
    });
  return (
    <Stack gap="md" maw={560}>
      <Text>Businesses remind you of upcoming appointments at the times they choose.</Text>
      <Switch
        label="E-mail reminders"
        // The label wraps the description too: the name is the label alone, and the description
        // is read once, as the description.
        aria-label="E-mail reminders"
        description={`Sent to ${user.email}`}
        checked={user.reminder_mails}
        disabled={save.isPending}
        onChange={(e) => change({ reminder_mails: e.currentTarget.checked })}
      />
      <Switch
        label="Text message reminders"
        aria-label="Text message reminders"
        description={
          user.phone
            ? `Sent to ${formatPhone(user.phone)}. Reply STOP to any text to turn them off.`
            : 'Add a phone number in Contact Info to get texts.'
        }
        checked={user.reminder_texts}
        disabled={save.isPending || !user.phone}
        onChange={(e) => change({ reminder_texts: e.currentTarget.checked })}
      />
    </Stack>
  );
}
