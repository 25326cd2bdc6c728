import { type BookingRules, DEFAULT_BOOKING_RULES } from '@slotmap/domain/booking-rules';
import type { DayHoursOn } from '@slotmap/domain/closures';
import { findSlot } from '@slotmap/domain/slots';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  type CompanyRow,
  companies,
  type ServiceRow,
  services,
} from '../../db/schema/companies.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { closureHoursOf } from '../companies/data.ts';
import { bookingRulesOf } from '../companies/present.ts';
import { type WaitlistOfferRow, waitlistOffers } from '../../db/schema/waitlists.ts';
import { blockingWithin } from './data.ts';

/**
 * Whether a freed time can still be booked by the person it is held for (docs/decisions/048): a
 * hold on a time nobody can book would only keep the next people from times they can.
 */

/**
 * Why a time cannot be booked any more; each reads as the end of "…because ". A holder is told it
 * in their own language, with `waitlistMail.withdrawn.reason` (its English is this).
 */
export const UNBOOKABLE = {
  closed: 'the business has closed on Slotmap',
  service: 'the service is no longer offered',
  offline: 'the service no longer takes bookings online',
  hours: 'the business changed its opening hours',
  rules: 'the service’s booking rules changed',
  notice: 'it is now sooner than the service’s minimum notice',
  horizon: 'the service can no longer be booked that far ahead',
} as const;
export type Unbookable = keyof typeof UNBOOKABLE;

type Time = Pick<WaitlistOfferRow, 'serviceId' | 'startDate' | 'startTime'>;
type ServiceRules = Pick<
  ServiceRow,
  | 'retiredAt'
  | 'bookOnline'
  | 'serviceDuration'
  | 'minNotice'
  | 'bufferBefore'
  | 'bufferAfter'
  | 'horizonDays'
>;

/**
 * What a booking of the time would meet, read the way createBooking reads it: the service must
 * still be there, not retired, and book online, and the day's slots (its hours, a closure's on a
 * closed or special day, in its zone, for the service's length and booking rules) must still
 * offer its start, outside the service's notice and within its horizon (decision 055).
 */
export function whyUnbookable(
  time: Time,
  company: Pick<CompanyRow, 'storeHours' | 'timeZone'> | undefined,
  service: ServiceRules | undefined,
  now: Date,
  hoursOn?: DayHoursOn,
): Unbookable | null {
  if (!company) return 'closed';
  if (!service || service.retiredAt) return 'service';
  if (!service.bookOnline) return 'offline';
  const ask = (rules: BookingRules) =>
    findSlot(time.startDate, time.startTime, {
      hours: company.storeHours,
      hoursOn,
      timeZone: company.timeZone,
      duration: service.serviceDuration,
      busy: [],
      now,
      rules,
    });
  const rules = bookingRulesOf(service);
  const found = ask(rules);
  if (!('error' in found)) return null;
  switch (found.error) {
    // A time that has started is over for everyone; its hold ends on its own.
    case 'past':
      return null;
    case 'notice':
    case 'horizon':
      return found.error;
    default:
      // Off the grid its buffers now step by, though the hours still have room for it.
      if (rules.buffer_before + rules.buffer_after > 0 && !('error' in ask(DEFAULT_BOOKING_RULES)))
        return 'rules';
      return 'hours';
  }
}

/** The business and the services of these times, read once for them all. */
export async function bookingRules(tx: Db, companyId: string, times: Time[]) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const ids = [...new Set(times.flatMap((t) => (t.serviceId ? [t.serviceId] : [])))];
  const rows = ids.length ? await tx.select().from(services).where(inArray(services.id, ids)) : [];
  const byId = new Map(rows.map((s) => [s.id, s]));
  const hoursOn = await closureHoursOf(tx, companyId);
  const serviceOf = (time: Time) => (time.serviceId ? byId.get(time.serviceId) : undefined);
  return {
    company,
    why: (time: Time, now: Date): Unbookable | null =>
      whyUnbookable(time, company, serviceOf(time), now, hoursOn),
    /** The time's service's notice, buffers and horizon; none when the service is gone. */
    rulesOf: (time: Time): BookingRules => {
      const service = serviceOf(time);
      return service ? bookingRulesOf(service) : DEFAULT_BOOKING_RULES;
    },
  };
}

/**
 * Whether someone holds or booked a time whose blocked time meets `blocked` (the freed time's,
 * widened by its service's buffers): then it is nobody's to offer.
 */
export async function isTaken(
  tx: Db,
  companyId: string,
  blocked: { start: Date; end: Date },
): Promise<boolean> {
  const [held] = await tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(blockingWithin(companyId, blocked.start, blocked.end))
    .limit(1);
  if (held) return true;
  // Read through the exclusion constraint's own index, as the slots read a booking's blocked time.
  const [booked] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        isNull(bookings.cancelledAt),
        sql`booking_blocked_range(${bookings.startAt}, ${bookings.endAt}, ${bookings.bufferBefore}, ${bookings.bufferAfter}) && tstzrange(${blocked.start.toISOString()}::timestamptz, ${blocked.end.toISOString()}::timestamptz, '[)')`,
      ),
    )
    .limit(1);
  return Boolean(booked);
}
