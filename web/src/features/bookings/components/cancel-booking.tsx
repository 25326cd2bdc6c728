import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { BookingView } from '@slotmap/domain/booking-view';
import { IconTrash } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { useOpenedOnce } from '../../../lib/opened-once.ts';
import { bookingMessages } from '../messages.ts';

// The dialog (Modal, the form and its schema) loads when the button is first pressed (decision 068).
const CancelBookingDialog = lazy(async () => ({
  default: (await import('./cancel-booking-dialog.tsx')).CancelBookingDialog,
}));

/** Spec §4: a future appointment is cancelled by either party, with a reason. */
export function CancelBooking({ booking }: { booking: BookingView }) {
  const t = useT(bookingMessages);
  const [opened, { open, close }] = useDisclosure(false);
  const wanted = useOpenedOnce(opened);
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={open}
        data-tour="booking-delete"
      >
        {t('bookingPage.cancel.button')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <CancelBookingDialog booking={booking} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
