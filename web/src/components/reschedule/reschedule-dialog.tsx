import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BookingView } from '@slotmap/domain/booking-view';
import { bookingWindow, type Slot } from '@slotmap/domain/slots';
import type { Language } from '@slotmap/domain/language';
import { formatZoned } from '@slotmap/domain/zoned-format';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useLanguage, useLocale, useT } from '../../lib/i18n/use-t.tsx';
import { notify } from '../../lib/notify.ts';
import { useNow } from '../../lib/use-now.ts';
import { viewerTimeZone } from '../../lib/viewer-zone.ts';
import { bookableDays, monthOf, monthsBetween, timesNote } from '../slot-picker/slot-calendar.ts';
import { slotPickerMessages } from '../slot-picker/messages.ts';
import { SlotPicker, SlotPickerSkeleton, SlotsFailed } from '../slot-picker/slot-picker.tsx';
import { rescheduleMessages } from './messages.ts';
import { useMoveSlots, useRescheduleBooking } from './use-reschedule.ts';

interface RescheduleDialogProps {
  booking: BookingView;
  opened: boolean;
  onClose: () => void;
}

/**
 * Moving an appointment (docs/decisions/053): the public page's date and time picker for the same
 * service, with the current time marked and the times its own booking keeps offered, then a
 * confirm step. Full screen on a phone.
 */
export function RescheduleDialog({ booking, opened, onClose }: RescheduleDialogProps) {
  const t = useT(rescheduleMessages);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reschedule.title')}
      size="lg"
      fullScreen={phone}
    >
      {/* Mounted only while open: every opening starts from the current time. */}
      {opened && <RescheduleBody booking={booking} onClose={onClose} />}
    </Modal>
  );
}

interface Choice {
  month: string | null;
  date: string | null;
  startTime: number | null;
}

/** 'Thu, Mar 5, 2:00 PM EST': on the business's clock, named when the viewer's clock differs. */
const when = (at: number | string, timeZone: string, language: Language) =>
  formatZoned(at, timeZone, 'dayTime', viewerTimeZone(), language);

function RescheduleBody({ booking, onClose }: { booking: BookingView; onClose: () => void }) {
  const t = useT(rescheduleMessages);
  const times = useT(slotPickerMessages);
  const language = useLanguage();
  const locale = useLocale();
  const timeZone = booking.company.time_zone;
  const now = useNow();
  // Its own time (buffers included) is free to it: a move within it is offered.
  const slots = useMoveSlots(booking);
  const move = useRescheduleBooking(booking);
  // It opens on the appointment's own day, so the current time is in view.
  const [choice, setChoice] = useState<Choice>({
    month: monthOf(booking.start_date),
    date: booking.start_date,
    startTime: null,
  });
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const range = bookingWindow(now, timeZone);
  const months = monthsBetween(range.first, range.last);
  const bookable = bookableDays(slots.data?.days ?? []);
  const month = months.includes(choice.month ?? '')
    ? (choice.month as string)
    : monthOf(bookable[0]?.date ?? range.first);
  const monthDays = bookable.filter((d) => monthOf(d.date) === month);
  const day =
    monthDays.find((d) => d.date === choice.date) ??
    monthDays.find((d) => d.slots.some((s) => s.unavailable === null)) ??
    monthDays[0] ??
    null;
  const isCurrent = (date: string, slot: Slot) =>
    date === booking.start_date && slot.start_time === booking.start_time;
  const slot =
    day?.slots.find(
      (s) => s.start_time === choice.startTime && s.unavailable === null && !isCurrent(day.date, s),
    ) ?? null;
  const anyOther = bookable.some((d) =>
    d.slots.some((s) => s.unavailable === null && !isCurrent(d.date, s)),
  );

  const submit = () => {
    if (!day || !slot) return;
    setError(null);
    move.mutate(
      { start_date: day.date, start_time: slot.start_time },
      {
        onSuccess: () => {
          notify(t('reschedule.moved', { when: when(slot.start, timeZone, language) }));
          onClose();
        },
        onError: (e) => {
          setError(e instanceof ApiError ? e.messages.join(' ') : t('common.tryAgain'));
          // Taken meanwhile: back to the times, read afresh, to choose another.
          if (e instanceof ApiError && e.status === 409) {
            setConfirming(false);
            setChoice((c) => ({ ...c, startTime: null }));
            void slots.refetch();
          }
        },
      },
    );
  };

  const refusal = error && (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
      title={t('reschedule.notMoved')}
    >
      {error}
    </Alert>
  );

  if (confirming && day && slot)
    return (
      <Stack gap="md">
        {refusal}
        <Text fw={600} fz="lg">
          {t('reschedule.confirm', { when: when(slot.start, timeZone, language) })}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('reschedule.confirmText', {
            service: booking.service.name,
            company: booking.company.name,
            when: when(booking.start, timeZone, language),
          })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              setError(null);
              setConfirming(false);
            }}
            disabled={move.isPending}
          >
            {t('reschedule.back')}
          </Button>
          <Button onClick={submit} loading={move.isPending} data-autofocus>
            {t('reschedule.move')}
          </Button>
        </Group>
      </Stack>
    );

  let picker: ReactNode;
  if (!slots.data)
    picker = slots.isError ? (
      <SlotsFailed
        error={slots.error}
        retrying={slots.isFetching}
        onRetry={() => void slots.refetch()}
      />
    ) : (
      <SlotPickerSkeleton />
    );
  else if (!anyOther) picker = <Text c="dimmed">{t('reschedule.noOther')}</Text>;
  else
    picker = (
      <SlotPicker
        months={months}
        month={month}
        onMonth={(m) => setChoice({ month: m, date: null, startTime: null })}
        days={monthDays}
        day={day}
        onDay={(date) => setChoice({ month, date, startTime: null })}
        startTime={null}
        onSlot={(startTime) => {
          setError(null);
          setChoice({ month, date: day?.date ?? null, startTime });
          setConfirming(true);
        }}
        zoneNote={timesNote(timeZone, undefined, now, times, locale)}
        current={{ date: booking.start_date, startTime: booking.start_time }}
      />
    );

  return (
    <Stack gap="md">
      <Text fz="sm">
        {t('reschedule.choose', {
          service: booking.service.name,
          company: booking.company.name,
          when: when(booking.start, timeZone, language),
        })}
      </Text>
      {refusal}
      {picker}
    </Stack>
  );
}
