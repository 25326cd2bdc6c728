import { z } from 'zod';
import { isoDate } from './date-range.ts';
import { BOOKING_WINDOW_DAYS, PERIODS } from './slots.ts';
import { CA_US_TIME_ZONES } from './time-zone.ts';
import { addDays, localDate } from './zoned-time.ts';

/*
 * Finding businesses by time (decision 060): the radius search and the business list take a day,
 * a part of day and "books online", and each business they list carries its next free time.
 */

export const MSG_AVAILABLE_ON = 'Available on must be a date YYYY-MM-DD';
export const MSG_PERIOD = 'Period must be morning, afternoon or evening';
export const MSG_ONLINE = 'Online must be true or false';

/** Refused when the day lies outside every business's booking window: before today or past 90 days. */
export const msgAvailableOnWindow = (first: string, last: string) =>
  `Available on must be a date from ${first} to ${last}: today and the ${BOOKING_WINDOW_DAYS} days after`;

/**
 * The query fields both lists take. `period` without `available_on` means that part of any day in
 * the window; `online=false` is the same as leaving it out.
 */
export const availabilityQueryShape = {
  available_on: isoDate(MSG_AVAILABLE_ON).optional(),
  period: z.enum(PERIODS, MSG_PERIOD).optional(),
  online: z
    .enum(['true', 'false'], MSG_ONLINE)
    .optional()
    .transform((v) => v === 'true'),
};

/**
 * The days a search may ask about at `now`: from the earliest "today" of any Canadian or US zone to
 * the latest one's 90th day after. A business's own window is at most a day narrower at either end;
 * a day outside it simply matches none of its times.
 */
export function searchableDays(now: Date): { first: string; last: string } {
  // Read once a minute: every search asks, and some sixty zones take a while to read.
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastRead?.minute === minute) return lastRead.days;
  let first = '9999-12-31';
  let last = '0000-01-01';
  for (const zone of CA_US_TIME_ZONES) {
    const today = localDate(now.getTime(), zone);
    if (today < first) first = today;
    if (today > last) last = today;
  }
  const days = { first, last: addDays(last, BOOKING_WINDOW_DAYS) };
  lastRead = { minute, days };
  return days;
}

let lastRead: { minute: number; days: { first: string; last: string } } | undefined;

/** The refusal of an `available_on` outside searchableDays, or null when it may be asked. */
export function availableOnProblem(day: string, now: Date): string | null {
  const { first, last } = searchableDays(now);
  return day < first || day > last ? msgAvailableOnWindow(first, last) : null;
}
