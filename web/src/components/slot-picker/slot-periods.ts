import { PERIODS, type Period, periodOf, type Slot } from '@slotmap/domain/slots';

export interface PeriodGroup {
  period: Period;
  slots: Slot[];
  /**
   * 'open' while a slot is free; otherwise 'booked' when bookings took some of it (spec §4: the
   * period is dimmed, the waitlist is offered), 'notice' when the rest are too soon to book
   * (the service's minimum notice), or 'past' when its times have all gone by.
   */
  status: 'open' | 'booked' | 'notice' | 'past';
}

/** A day's slots in Morning, Afternoon and Evening order; periods without any slot are left out. */
export function groupByPeriod(slots: readonly Slot[]): PeriodGroup[] {
  return PERIODS.flatMap((period) => {
    const inPeriod = slots.filter((slot) => periodOf(slot.start_time) === period);
    if (inPeriod.length === 0) return [];
    const status = inPeriod.some((slot) => slot.unavailable === null)
      ? 'open'
      : inPeriod.some((slot) => slot.unavailable === 'booked')
        ? 'booked'
        : inPeriod.some((slot) => slot.unavailable === 'notice')
          ? 'notice'
          : 'past';
    return [{ period, slots: inPeriod, status }];
  });
}
