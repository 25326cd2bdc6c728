import type { UpcomingBookingView } from '@slotmap/domain/upcoming';

/** 'Wed, Dec 2, 10:00 AM EST': when an appointment is, on the business's clock and named. */
export function appointmentWhen(b: Pick<UpcomingBookingView, 'start'>, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(b.start));
}
