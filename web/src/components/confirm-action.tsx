import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/** The spec's warning before a transfer or a delete that cannot be taken back. */
export const CANNOT_UNDO = 'Are you sure? This can NOT be undone!';

interface ConfirmOptions {
  title: string;
  confirm: string;
  message?: ReactNode;
  danger?: boolean;
  onConfirm: () => void;
}

/** Asks before an action (red for a delete); the action runs only on the confirm button. */
export function confirmAction({
  title,
  confirm,
  message = CANNOT_UNDO,
  danger = true,
  onConfirm,
}: ConfirmOptions) {
  modals.openConfirmModal({
    title,
    children: typeof message === 'string' ? <Text fz="sm">{message}</Text> : message,
    labels: { confirm, cancel: 'Cancel' },
    confirmProps: { color: danger ? 'red' : undefined },
    onConfirm,
  });
}
