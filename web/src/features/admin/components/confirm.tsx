import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** The spec's warning before a transfer or a delete that cannot be taken back. */
export const CANNOT_UNDO = 'Are you sure? This can NOT be undone!';

interface ConfirmOptions {
  title: string;
  confirm: string;
  message?: string;
  danger?: boolean;
  onConfirm: () => void;
}

export function confirmAction({
  title,
  confirm,
  message = CANNOT_UNDO,
  danger = true,
  onConfirm,
}: ConfirmOptions) {
  modals.openConfirmModal({
    title,
    children: <Text fz="sm">{message}</Text>,
    labels: { confirm, cancel: 'Cancel' },
    confirmProps: { color: danger ? 'red' : undefined },
    onConfirm,
  });
}
