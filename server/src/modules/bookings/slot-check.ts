// Whether a time can be taken by a booking (POST /bookings, and a booking moved to it), asked under
// the business's booking lock, and why not, as the API answers it.
import {
  MSG_OUTSIDE_WINDOW,
  MSG_SLOT_NOT_OFFERED,
  MSG_SLOT_PAST,
  MSG_SLOT_TAKEN,
} from '@slotmap/domain/bookings';
import { type BookingRules, msgBeyondHorizon, msgTooSoon } from '@slotmap/domain/booking-rules';
import { findSlot, slotEnd } from '@slotmap/domain/slots';
import { dateMs } from '@slotmap/domain/zoned-time';
import type { Db } from '../../db/connection.ts';
import type { BookingRow } from '../../db/schema/bookings.ts';
import type { CompanyRow, ServiceRow } from '../../db/schema/companies.ts';
import { conflict, HttpError, sqlState } from '../../http/errors.ts';
import type { EventHub, When } from '../../jobs/events.ts';
import { closureHoursOf } from '../companies/data.ts';
import { bookingRulesOf } from '../companies/present.ts';
import { busyRanges } from './data.ts';

const HOUR_MS = 3_600_000;

export type SlotError = Extract<ReturnType<typeof findSlot>, { error: unknown }>['error'];

/** The answer for findSlot's error, with the service's rules named in it. */
export function slotError(error: SlotError, rules: BookingRules): HttpError {
  switch (error) {
    case 'outside-window':
      return new HttpError(400, MSG_OUTSIDE_WINDOW);
    case 'horizon':
      return new HttpError(400, msgBeyondHorizon(rules.horizon_days));
    case 'not-offered':
      return new HttpError(400, MSG_SLOT_NOT_OFFERED);
    case 'past':
      return new HttpError(400, MSG_SLOT_PAST);
    case 'notice':
      return new HttpError(400, msgTooSoon(rules.min_notice));
    case 'booked':
      return new HttpError(409, MSG_SLOT_TAKEN);
  }
}

export interface SlotAsk {
  company: CompanyRow;
  service: ServiceRow;
  start_date: string;
  start_time: number;
  /** Who the booking is for: a time held for them on the waitlist is theirs to take. */
  customerId: string;
  /** The booking being moved: its own time does not stand in its way. */
  moving?: BookingRow;
}

/**
 * The instants of a free start of the service, checked as the business page offers it: hours and
 * closures, the window and the service's rules, every active booking with its buffers, and the
 * guards other modules keep (a time held for someone else). Throws the API's answer otherwise.
 * The caller holds the business's booking lock; the exclusion constraint still has the last word.
 */
export async function checkSlot(tx: Db, events: EventHub, ask: SlotAsk, when: When) {
  const { company, service, moving } = ask;
  // Any booking that could touch this local date: a day lies within 14 h of its UTC reading,
  // and buffers reach 4 h at most on either side.
  const day = dateMs(ask.start_date);
  const busy = Number.isNaN(day)
    ? []
    : await busyRanges(tx, company.id, new Date(day - 18 * HOUR_MS), new Date(day + 42 * HOUR_MS), {
        moving: moving?.id,
      });
  const rules = bookingRulesOf(service);
  const found = findSlot(ask.start_date, ask.start_time, {
    hours: company.storeHours,
    // Read under the lock a closure is saved under: a closure saved meanwhile is seen.
    hoursOn: await closureHoursOf(tx, company.id),
    timeZone: company.timeZone,
    duration: service.serviceDuration,
    busy,
    now: when.now,
    rules,
  });
  if ('error' in found) throw slotError(found.error, rules);
  const start = new Date(found.slot.start);
  const end = new Date(slotEnd(found.slot, service.serviceDuration));
  await events.checkBooking(
    tx,
    {
      actorId: ask.customerId,
      companyId: company.id,
      start,
      end,
      bufferBefore: rules.buffer_before,
      bufferAfter: rules.buffer_after,
    },
    when,
  );
  return { start, end, rules };
}

/**
 * Runs a transaction that takes a time. Should a deadlock still happen (PostgreSQL aborts one
 * side), it is run again and meets the winner's row as a plain conflict; the exclusion
 * constraint's refusal is the API's 409.
 */
export async function takingTime<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const state = sqlState(err);
      if (state === '23P01') throw conflict(MSG_SLOT_TAKEN);
      if (state !== '40P01' || attempt >= 5) throw err;
    }
  }
}
