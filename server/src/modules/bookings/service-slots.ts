// The bookable days of one service: GET /company/{id}/slots, and the times a booking may move to
// (GET /bookings/{id}/slots).
import type { SlotsView } from '@slotmap/domain/booking-view';
import { generateSlots } from '@slotmap/domain/slots';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import { MSG_COMPANY_NOT_FOUND, MSG_SERVICE_NOT_FOUND } from '../companies/access.ts';
import { closureHoursOf, findCompanyService } from '../companies/data.ts';
import { bookingRulesOf } from '../companies/present.ts';
import { busyRanges } from './data.ts';

const DAY_MS = 86_400_000;

export interface SlotsAsk {
  companyId: string;
  serviceId: string;
  /** Dates YYYY-MM-DD; the whole window when left out. */
  from?: string;
  to?: string;
  /** Whose waitlist holds are theirs to take, not busy: the viewer's, or the mover's customer's. */
  holdsOf: string | null;
  /** The booking being moved: its own blocked time is free to it (decision 053). */
  moving?: string;
}

/**
 * The service's days as the business page offers them: hours and closures, the service's rules,
 * every active booking with its buffers, the business's calendar and the live waitlist holds.
 * 404 when the business or the service is not there.
 */
export async function serviceSlots(db: Db, ask: SlotsAsk, now: Date): Promise<SlotsView> {
  // All three reads at once: every booking the 90-day window can meet (a day's margin for time
  // zones) is read beside the business and its service rather than after them.
  const [found, busy, hoursOn] = await Promise.all([
    findCompanyService(db, ask.companyId, ask.serviceId),
    busyRanges(
      db,
      ask.companyId,
      new Date(now.getTime() - DAY_MS),
      new Date(now.getTime() + 93 * DAY_MS),
      { holds: { now, except: ask.holdsOf }, moving: ask.moving },
    ),
    // A closed day offers no slots; special hours replace the weekday's (decision 054).
    closureHoursOf(db, ask.companyId),
  ]);
  if (!found) throw notFound(MSG_COMPANY_NOT_FOUND);
  const { company, service } = found;
  if (!service) throw notFound(MSG_SERVICE_NOT_FOUND);
  return {
    service: service.id,
    duration: service.serviceDuration,
    time_zone: company.timeZone,
    days: generateSlots({
      hours: company.storeHours,
      hoursOn,
      timeZone: company.timeZone,
      duration: service.serviceDuration,
      busy,
      now,
      rules: bookingRulesOf(service),
      from: ask.from,
      to: ask.to,
    }),
  };
}
