import { findSlot } from '@slotmap/domain/slots';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  type CompanyRow,
  companies,
  type ServiceRow,
  services,
} from '../../db/schema/companies.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { type WaitlistOfferRow, waitlistOffers } from '../../db/schema/waitlists.ts';

/**
 * Whether a freed time can still be booked by the person it is held for (docs/decisions/048): a
 * hold on a time nobody can book would only keep the next people from times they can.
 */

/** Why a time cannot be booked any more; each reads as the end of "…because ". */
export const UNBOOKABLE = {
  closed: 'the business has closed on Slotmap',
  service: 'the service is no longer offered',
  offline: 'the service no longer takes bookings online',
  hours: 'the business changed its opening hours',
} as const;
export type Unbookable = keyof typeof UNBOOKABLE;

type Time = Pick<WaitlistOfferRow, 'serviceId' | 'startDate' | 'startTime'>;

/**
 * What a booking of the time would meet, read the way createBooking reads it: the service must
 * still be there, not retired, and book online, and the day's slots (its hours, in its zone, for
 * the service's length) must still offer its start.
 */
export function whyUnbookable(
  time: Time,
  company: Pick<CompanyRow, 'storeHours' | 'timeZone'> | undefined,
  service: Pick<ServiceRow, 'retiredAt' | 'bookOnline' | 'serviceDuration'> | undefined,
  now: Date,
): Unbookable | null {
  if (!company) return 'closed';
  if (!service || service.retiredAt) return 'service';
  if (!service.bookOnline) return 'offline';
  const found = findSlot(time.startDate, time.startTime, {
    hours: company.storeHours,
    timeZone: company.timeZone,
    duration: service.serviceDuration,
    busy: [],
    now,
  });
  // A time that has started is over for everyone; its hold ends on its own.
  if ('error' in found && found.error !== 'past') return 'hours';
  return null;
}

/** The business and the services of these times, read once for them all. */
export async function bookingRules(tx: Db, companyId: string, times: Time[]) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const ids = [...new Set(times.flatMap((t) => (t.serviceId ? [t.serviceId] : [])))];
  const rows = ids.length ? await tx.select().from(services).where(inArray(services.id, ids)) : [];
  const byId = new Map(rows.map((s) => [s.id, s]));
  return {
    company,
    why: (time: Time, now: Date): Unbookable | null =>
      whyUnbookable(time, company, time.serviceId ? byId.get(time.serviceId) : undefined, now),
  };
}

/** Whether someone holds or booked a time overlapping this one (then it is nobody's to offer). */
export async function isTaken(
  tx: Db,
  time: Pick<WaitlistOfferRow, 'companyId' | 'startAt' | 'endAt'>,
): Promise<boolean> {
  const [held] = await tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.companyId, time.companyId),
        eq(waitlistOffers.state, 'held'),
        lt(waitlistOffers.startAt, time.endAt),
        gt(waitlistOffers.endAt, time.startAt),
      ),
    )
    .limit(1);
  if (held) return true;
  const [booked] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, time.companyId),
        isNull(bookings.cancelledAt),
        lt(bookings.startAt, time.endAt),
        gt(bookings.endAt, time.startAt),
      ),
    )
    .limit(1);
  return Boolean(booked);
}
