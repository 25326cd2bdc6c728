import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { componentMessages } from './messages.ts';

interface ConfirmOptions {
  title: string;
  confirm: string;
  /** By default the spec's warning before a transfer or a delete that cannot be taken back. */
  message?: ReactNode;
  danger?: boolean;
  onConfirm: () => void;
}

/**
 * Asks before an action (red for a delete); the action runs only on the confirm button. Called
 * from a click, so its own words are in the language the browser reads.
 */
export function confirmAction({
  title,
  confirm,
  message = componentMessages.t('components.confirm.cannotUndo'),
  danger = true,
  onConfirm,
}: ConfirmOptions) {
  modals.openConfirmModal({
    title,
    children: typeof message === 'string' ? <Text fz="sm">{message}</Text> : message,
    labels: { confirm, cancel: componentMessages.t('components.cancel') },
    confirmProps: { color: danger ? 'red' : undefined },
    onConfirm,
  });
}
