import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import type { BookingView } from '@slotmap/domain/booking-view';
import { cancelBookingSchema, MSG_REASON_REQUIRED } from '@slotmap/domain/bookings';
import { IconTrash } from '@tabler/icons-react';
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

/** Spec §4: a future appointment is cancelled by either party, with a reason. */
export function CancelBooking({ booking }: { booking: BookingView }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={open}
        data-tour="booking-delete"
      >
        Delete Appointment
      </Button>
      <Modal opened={opened} onClose={close} title="Delete Appointment">
        {/* Mounted only while open: every opening starts without a reason. */}
        {opened && <CancelForm booking={booking} onClose={close} />}
      </Modal>
    </>
  );
}
