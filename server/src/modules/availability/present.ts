import type { NextAvailableView } from '@slotmap/domain/company-view';
import type { NextTime } from './next-time.ts';

/**
 * A business's next free online time as the lists show it: the business's local date and minutes
 * (as a booking carries them), the instant, and the service whose slot it is.
 */
export function presentNextAvailable(next: NextTime | null | undefined): NextAvailableView | null {
  if (!next) return null;
  return {
    start_date: next.day,
    start_time: next.slot.start_time,
    start: new Date(next.slot.start).toISOString(),
    service: { _id: next.service.id, name: next.service.name },
  };
}
