import { addDays, localDate } from '@slotmap/domain/zoned-time';
import type { Db } from '../../db/connection.ts';
import type { EventHub } from '../../jobs/events.ts';
import { type DaySpan, forgetFreeDays, recomputeFreeDays } from './mutations.ts';

const MINUTE_MS = 60_000;
/** The widest buffer a service may keep (booking-rules.ts BUFFER_MAX), before or after a slot. */
const WIDEST_BUFFER_MS = 240 * MINUTE_MS;

/** A booked time as the events carry it: its instants and, when known, its buffers. */
interface BookedTime {
  startAt: Date;
  endAt: Date;
  bufferBefore?: number;
  bufferAfter?: number;
}

/**
 * The local dates whose slots a booked time can touch: its blocked time (unknown buffers read as
 * the widest), widened by the widest buffer a slot of any service keeps.
 */
export function datesTouched(time: BookedTime, timeZone: string): DaySpan {
  const before = time.bufferBefore === undefined ? WIDEST_BUFFER_MS : time.bufferBefore * MINUTE_MS;
  const after = time.bufferAfter === undefined ? WIDEST_BUFFER_MS : time.bufferAfter * MINUTE_MS;
  return {
    from: localDate(time.startAt.getTime() - before - WIDEST_BUFFER_MS, timeZone),
    to: localDate(time.endAt.getTime() + after + WIDEST_BUFFER_MS, timeZone),
  };
}

/** Spans sorted, with those that overlap or meet made one, so no day is computed twice. */
function joined(spans: DaySpan[]): DaySpan[] {
  const out: DaySpan[] = [];
  for (const span of [...spans].sort((a, b) => a.from.localeCompare(b.from))) {
    const last = out.at(-1);
    if (last && span.from <= addDays(last.to, 1)) {
      if (span.to > last.to) last.to = span.to;
    } else out.push({ ...span });
  }
  return out;
}

/** The days these booked times touch, computed again; a booking of a business gone has none. */
async function recomputeAround(
  tx: Db,
  companyId: string | null,
  timeZone: string,
  times: BookedTime[],
  now: Date,
): Promise<void> {
  if (!companyId) return;
  await recomputeFreeDays(tx, companyId, now, joined(times.map((t) => datesTouched(t, timeZone))));
}

/**
 * The free-time summary follows every change of a free time, in its transaction (decision 060):
 * a booking made, cancelled or moved recomputes the days it touches; a business's changed hours,
 * closures, services or online booking, and its calendar's new busy times, its whole window; a
 * business closing takes its summary with it. Each publisher holds the business's booking lock.
 */
export function subscribeAvailability(events: EventHub): void {
  events
    .on('booking.created', (tx, { parts: { booking, company }, now }) =>
      recomputeAround(
        tx,
        booking.companyId,
        company?.timeZone ?? booking.companyTimeZone,
        [booking],
        now,
      ),
    )
    .on('booking.cancelled', async (tx, { parts: { booking, company }, cancellation, now }) => {
      // A business that is leaving keeps no summary (business.closing forgets it).
      if (cancellation.leaving === 'business') return;
      await recomputeAround(
        tx,
        booking.companyId,
        company?.timeZone ?? booking.companyTimeZone,
        [booking],
        now,
      );
    })
    .on('booking.moved', (tx, { parts: { booking, company }, from, now }) =>
      // The old time's buffers are not told: read as the widest.
      recomputeAround(
        tx,
        booking.companyId,
        company?.timeZone ?? booking.companyTimeZone,
        [booking, { startAt: from.startAt, endAt: from.endAt }],
        now,
      ),
    )
    .on('business.changed', (tx, { companyId, now }) => recomputeFreeDays(tx, companyId, now))
    .on('calendar.busy', (tx, { companyId, now }) => recomputeFreeDays(tx, companyId, now))
    .on('business.closing', (tx, { company }) => forgetFreeDays(tx, company.id));
}
