import { notifications } from '@mantine/notifications';
import { ALERT_MS } from '@slotmap/domain/constants';
import { ApiError } from './api-client.ts';
import { commonMessages } from './common-messages.ts';

export type AlertType = 'success' | 'danger';

/**
 * Spec §2, §8: toasts (placed by AppNotifications, decision 040) titled Error for danger and
 * Success otherwise, 2000 ms. The message comes in the language being read (a catalogue's `t`,
 * or the server's answer, which is in it already: decision 069); the title is put in it here.
 */
export function notify(message: string, type: AlertType = 'success', autoClose = ALERT_MS) {
  const danger = type === 'danger';
  notifications.show({
    title: commonMessages.t(danger ? 'common.error' : 'common.success'),
    message,
    color: danger ? 'red' : 'teal',
    autoClose,
  });
}

/** Every message of a failed call becomes its own danger toast (spec §8). */
export function notifyError(error: unknown) {
  const messages =
    error instanceof ApiError ? error.messages : [commonMessages.t('common.tryAgain')];
  for (const message of messages) notify(message, 'danger');
}
