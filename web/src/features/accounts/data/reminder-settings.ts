import type { ReminderSettings } from '@slotmap/domain/reminders-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKey } from '../../../lib/auth.ts';
import { bookingsKey } from '../../../lib/bookings.ts';

/**
 * PUT /api/users/me/reminders: turns a reminder channel on or off (docs/api-accounts.md). The
 * bookings to come follow it on the server, so their answers (with their reminders) are read again.
 */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderSettings) =>
      api.put<{ reminder_texts: boolean; reminder_mails: boolean }>('/users/me/reminders', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authKey }),
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
      ]),
  });
}
