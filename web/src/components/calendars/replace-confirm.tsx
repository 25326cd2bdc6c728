import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { TEXT_REPLACE_CONFIRM } from '@slotmap/domain/calendars';

/**
 * Only one calendar is linked at a time (overbooking otherwise): linking another first asks, and
 * the call then goes with `replace: true`.
 */
export function confirmReplace(onConfirm: () => void) {
  modals.openConfirmModal({
    title: 'Replace calendar',
    children: <Text fz="sm">{TEXT_REPLACE_CONFIRM}</Text>,
    labels: { confirm: 'Replace calendar', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
