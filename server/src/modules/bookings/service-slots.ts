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
import { type SlotSources, slotSources } from './slot-reads.ts';

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
  // Every booking the 90-day window can meet, with a day's margin for time zones.
  const window = {
    from: new Date(now.getTime() - DAY_MS),
    to: new Date(now.getTime() + 93 * DAY_MS),
  };
  const sources = ask.moving
    ? await movingSources(db, ask, window, now)
    : await slotSources(db, ask, window, now);
  if (!sources) throw notFound(MSG_COMPANY_NOT_FOUND);
  const { company, service } = sources;
  if (!service) throw notFound(MSG_SERVICE_NOT_FOUND);
  return {
    service: service.id,
    duration: service.serviceDuration,
    time_zone: company.timeZone,
    days: generateSlots({
      hours: company.storeHours,
      // A closed day offers no slots; special hours replace the weekday's (decision 054).
      hoursOn: sources.hoursOn,
      timeZone: company.timeZone,
      duration: service.serviceDuration,
      busy: sources.busy,
      now,
      rules: bookingRulesOf(service),
      from: ask.from,
      to: ask.to,
    }),
  };
}

/**
 * The sources of the times a booking may move to: read afresh, with the booking's own blocked
 * time left out (decision 053). Rarely asked, so nothing is kept.
 */
async function movingSources(
  db: Db,
  ask: SlotsAsk,
  window: { from: Date; to: Date },
  now: Date,
): Promise<SlotSources | null> {
  const [found, busy, hoursOn] = await Promise.all([
    findCompanyService(db, ask.companyId, ask.serviceId),
    busyRanges(db, ask.companyId, window.from, window.to, {
      holds: { now, except: ask.holdsOf },
      moving: ask.moving,
    }),
    closureHoursOf(db, ask.companyId),
  ]);
  return found ? { ...found, busy, hoursOn } : null;
}
