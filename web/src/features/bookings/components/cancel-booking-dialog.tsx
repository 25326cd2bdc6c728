import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { BookingView } from '@slotmap/domain/booking-view';
import { cancelBookingSchema, MSG_REASON_REQUIRED } from '@slotmap/domain/bookings';
import { useNavigate } from 'react-router';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { bookingDate, bookingTimeRange } from '../../../lib/booking-format.ts';
import { useCancelBooking } from '../data/bookings.ts';

function CancelForm({ booking, onClose }: { booking: BookingView; onClose: () => void }) {
  const navigate = useNavigate();
  const cancel = useCancelBooking(booking._id);
  const form = useForm({
    initialValues: { reason: '' },
    validate: schemaResolver(cancelBookingSchema, { sync: true }),
  });

  const submit = form.onSubmit(
    (values) =>
      cancel.mutate(cancelBookingSchema.parse(values).reason, {
        onSuccess: () => {
          notify('Booking Canceled');
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
          {booking.service.name} on {bookingDate(booking)}, {bookingTimeRange(booking)}. The time is
          freed and the reason is sent with the cancellation e-mail.
        </Text>
        <Textarea
          label="Reason"
          placeholder={MSG_REASON_REQUIRED}
          required
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            Delete Appointment
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
  return (
    <Modal opened={opened} onClose={onClose} title="Delete Appointment">
      {/* Mounted only while open: every opening starts without a reason. */}
      {opened && <CancelForm booking={booking} onClose={onClose} />}
    </Modal>
  );
}
