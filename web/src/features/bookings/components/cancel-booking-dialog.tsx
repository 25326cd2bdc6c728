import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { BookingView } from '@slotmap/domain/booking-view';
import { cancelBookingSchema, MSG_REASON_REQUIRED } from '@slotmap/domain/bookings';
import { useNavigate } from 'react-router';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { translateMessage } from '../../../lib/i18n/domain-messages.ts';
import { translatedErrors } from '../../../lib/i18n/form-errors.ts';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { bookingDate, bookingTimeRange } from '../../../lib/booking-format.ts';
import { viewerTimeZone } from '../../../lib/viewer-zone.ts';
import { useCancelBooking } from '../data/bookings.ts';
import { bookingMessages, bookingRules } from '../messages.ts';

const validateCancel = translatedErrors(
  bookingRules,
  schemaResolver(cancelBookingSchema, { sync: true }),
);

function CancelForm({ booking, onClose }: { booking: BookingView; onClose: () => void }) {
  const t = useT(bookingMessages);
  const language = useLanguage();
  const navigate = useNavigate();
  const cancel = useCancelBooking(booking._id);
  const form = useForm({
    initialValues: { reason: '' },
    validate: validateCancel,
  });

  const submit = form.onSubmit(
    (values) =>
      cancel.mutate(cancelBookingSchema.parse(values).reason, {
        onSuccess: () => {
          notify(t('bookingPage.cancel.done'));
          void navigate('/dashboard', { replace: true });
        },
        onError: notifyError,
      }),
    focusingFirstError(),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text fz="sm">
          {t('bookingPage.cancel.summary', {
            service: booking.service.name,
            date: bookingDate(booking, language),
            time: bookingTimeRange(booking, viewerTimeZone(), language),
          })}
        </Text>
        <Textarea
          label={t('bookingPage.cancel.reason')}
          placeholder={translateMessage(MSG_REASON_REQUIRED, language)}
          required
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            {t('bookingPage.cancel.close')}
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            {t('bookingPage.cancel.button')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The cancellation dialog: the reason, then Delete Appointment (cancel-booking.tsx loads it). */
export function CancelBookingDialog({
  booking,
  opened,
  onClose,
}: {
  booking: BookingView;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT(bookingMessages);
  return (
    <Modal opened={opened} onClose={onClose} title={t('bookingPage.cancel.button')}>
      {/* Mounted only while open: every opening starts without a reason. */}
      {opened && <CancelForm booking={booking} onClose={onClose} />}
    </Modal>
  );
}
