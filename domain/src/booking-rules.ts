/**
 * A service's booking rules (decision 055): how long before its start a booking must be made,
 * the time kept free before and after each appointment, and how many days ahead it may be
 * booked. A buffer keeps other appointments away as a booking does; the appointment itself lies
 * within the opening hours.
 */
export interface BookingRules {
  /** Minutes before the start by which a booking must be made. */
  min_notice: number;
  buffer_before: number;
  buffer_after: number;
  /** The last bookable date is today + this many days (in the business's zone). */
  horizon_days: number;
}

export const MIN_NOTICE_MAX = 10_080;
export const BUFFER_MAX = 240;
export const HORIZON_MIN = 1;
/** The spec's booking window (consumer §9): a service cannot reach further. */
export const HORIZON_MAX = 90;

export const DEFAULT_BOOKING_RULES: BookingRules = {
  min_notice: 0,
  buffer_before: 0,
  buffer_after: 0,
  horizon_days: HORIZON_MAX,
};

const MINUTE_MS = 60_000;

/** Minutes as people say them: "45 minutes", "2 hours", "1 day 6 hours". */
export function minutesText(minutes: number): string {
  const parts: string[] = [];
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  if (days) parts.push(unit(days, 'day'));
  if (hours) parts.push(unit(hours, 'hour'));
  if (mins || parts.length === 0) parts.push(unit(mins, 'minute'));
  return parts.join(' ');
}

export function msgTooSoon(minNotice: number) {
  const notice = minutesText(minNotice);
  return `This time is too soon: book at least ${notice} ahead.`;
}
export const msgBeyondHorizon = (horizonDays: number) =>
  horizonDays === 1
    ? 'This service can be booked at most 1 day ahead. Please choose an earlier date.'
    : `This service can be booked at most ${horizonDays} days ahead. Please choose an earlier date.`;

/**
 * The time a booking keeps from others: its own time widened by its buffers, in milliseconds.
 * Two active bookings' blocked ranges never overlap (the exclusion constraint of migration 0016
 * says the same in the database), and a slot is offered only when its blocked range meets none.
 */
export function blockedRange(
  start: number,
  end: number,
  buffers: { bufferBefore: number; bufferAfter: number },
): { start: number; end: number } {
  return {
    start: start - buffers.bufferBefore * MINUTE_MS,
    end: end + buffers.bufferAfter * MINUTE_MS,
  };
}
