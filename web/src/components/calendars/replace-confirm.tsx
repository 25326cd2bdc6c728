import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { calendarMessages } from './messages.ts';

/**
 * Only one calendar is linked at a time (overbooking otherwise): linking another first asks, and
 * the call then goes with `replace: true`. Asked from a click, in the language being read.
 */
export function confirmReplace(onConfirm: () => void) {
  const t = calendarMessages.t;
  modals.openConfirmModal({
    title: t('calendars.replace.title'),
    children: <Text fz="sm">{t('calendars.replace.text')}</Text>,
    labels: { confirm: t('calendars.replace.title'), cancel: t('calendars.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
