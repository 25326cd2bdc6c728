import { type ComponentProps, lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';

// Both appear only after the customer acts (a time chosen, Join Waitlist pressed), so the
// business page does not download their forms, fields, dialog and validation up front.
const BookingFormPart = lazy(async () => ({
  default: (await import('./booking-form.tsx')).BookingForm,
}));
const WaitlistDialogPart = lazy(async () => ({
  default: (await import('../../../components/waitlists/waitlist-dialog.tsx')).WaitlistDialog,
}));

/** The intake questions and Book button of a chosen time (booking-form.tsx). */
export function BookingForm(props: ComponentProps<typeof BookingFormPart>) {
  const t = useT(companyPageMessages);
  return (
    <Suspense fallback={<PageLoader label={t('companyPage.loadingForm')} />}>
      <BookingFormPart {...props} />
    </Suspense>
  );
}

/** The Join Waitlist dialog (components/waitlists/waitlist-dialog.tsx). */
export function WaitlistDialog(props: ComponentProps<typeof WaitlistDialogPart>) {
  return (
    <Suspense fallback={null}>
      <WaitlistDialogPart {...props} />
    </Suspense>
  );
}
