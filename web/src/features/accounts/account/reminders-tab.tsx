import { Stack, Switch, Text } from '@mantine/core';
import { formatPhone } from '@slotmap/domain/phone';
import type { User } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useSaveReminderSettings } from '../data/reminder-settings.ts';
import { accountsMessages } from '../messages.ts';

/**
 * How the person is reminded of appointments (docs/decisions/057): mail until turned off, texts
 * only when turned on (and with a phone number to text). A STOP reply also turns texts off.
 */
export function RemindersTab({ user }: { user: User }) {
  const t = useT(accountsMessages);
  const save = useSaveReminderSettings();
  const change = (input: { reminder_mails?: boolean; reminder_texts?: boolean }) =>
    save.mutate(input, {
      onSuccess: () => notify(t('accounts.reminders.saved')),
      onError: notifyError,
    });
  return (
    <Stack gap="md" maw={560}>
      <Text>{t('accounts.reminders.intro')}</Text>
      <Switch
        label={t('accounts.reminders.mails')}
        // The label wraps the description too: the name is the label alone, and the description
        // is read once, as the description.
        aria-label={t('accounts.reminders.mails')}
        description={t('accounts.reminders.sentTo', { email: user.email })}
        checked={user.reminder_mails}
        disabled={save.isPending}
        onChange={(e) => change({ reminder_mails: e.currentTarget.checked })}
      />
      <Switch
        label={t('accounts.reminders.texts')}
        aria-label={t('accounts.reminders.texts')}
        description={
          user.phone
            ? t('accounts.reminders.textsTo', { phone: formatPhone(user.phone) })
            : t('accounts.reminders.noPhone')
        }
        checked={user.reminder_texts}
        disabled={save.isPending || !user.phone}
        onChange={(e) => change({ reminder_texts: e.currentTarget.checked })}
      />
    </Stack>
  );
}
