import { changeClosedMessage, withinCutoff } from '@slotmap/domain/reschedule';
import { HttpError } from '../../http/errors.ts';
import type { BookingParts } from './data.ts';

/**
 * The business's change policy (docs/decisions/053): within `change_cutoff_hours` of the start a
 * customer can no longer move or cancel online, and is told how to reach the business. The owner
 * is not bound by it; a business that has left Slotmap has no policy.
 */
export function assertCustomerMayChange({ booking, company }: BookingParts, now: Date): void {
  if (!company || !withinCutoff(booking.startAt, now, company.changeCutoffHours)) return;
  throw new HttpError(
    400,
    changeClosedMessage(company.changeCutoffHours, company.name, company.phone),
  );
}
