import { eq } from 'drizzle-orm';
import type { ClosuresPut } from '@slotmap/domain/closure-schema';
import { closureIssues, MSG_CLOSURES_LEAVE_UPCOMING } from '@slotmap/domain/closure-rules';
import { closureHoursOn, REASON_CLOSED, withinHoursOn } from '@slotmap/domain/closures';
import { localDate } from '@slotmap/domain/zoned-time';
import type { Db } from '../../db/connection.ts';
import { companyClosures } from '../../db/schema/closures.ts';
import type { UserRow } from '../../http/auth.ts';
import type { EventHub, When } from '../../jobs/events.ts';
import { invalid, knownId, MSG_COMPANY_NOT_FOUND } from './access.ts';
import { auditBusinessChange, changedFields } from './admin-audit.ts';
import { closuresOf } from './data.ts';
import { lockForChange } from './locked.ts';
import { closureOf } from './present.ts';
import { requireChoice, upcomingBookingsOf } from './upcoming.ts';

/**
 * PUT /company/{id}/closures (owner or admin): the whole list replaces the stored one. Under the
 * business's booking lock, taken before its row as every change to it takes them, so a booking
 * made meanwhile is either in before the check (and seen) or waits and meets the new hours. An
 * appointment to come that the closures newly leave outside opening time is never dropped
 * silently: without `upcoming` the answer is 409 with them (decision 051); `keep` saves and the
 * business honours them, `cancel` cancels them through the ordinary cancellation with the
 * owner's reason. Waitlist holds on times the closures make unbookable are released.
 */
export async function saveClosures(
  db: Db,
  events: EventHub,
  actor: UserRow,
  companyId: string,
  put: ClosuresPut,
  { now, publicUrl }: When,
) {
  const id = knownId(companyId, MSG_COMPANY_NOT_FOUND);
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, id, actor);
    const stored = (await closuresOf(tx, id)).map(closureOf);
    const issues = closureIssues(put.closures, localDate(now.getTime(), row.timeZone), stored);
    if (issues.length) throw invalid(issues.map((i) => ({ msg: i.message, param: i.path })));

    // Only what this change takes away: an appointment kept outside earlier hours stays kept.
    const before = closureHoursOn(stored);
    const after = closureHoursOn(put.closures);
    const inside = (
      on: typeof before,
      b: { startDate: string; startTime: number; duration: number },
    ) => withinHoursOn(row.storeHours, on, b.startDate, b.startTime, b.duration);
    const outside = (await upcomingBookingsOf(tx, id, now)).filter(
      ({ booking: b }) => inside(before, b) && !inside(after, b),
    );
    requireChoice(outside, put.upcoming, MSG_CLOSURES_LEAVE_UPCOMING);
    if (put.upcoming === 'cancel' && outside.length > 0)
      await events.emit(tx, 'business.withdrew', {
        companyId: id,
        bookingIds: outside.map((u) => u.booking.id),
        actorId: actor.id,
        reason: put.cancel_reason || REASON_CLOSED,
        now,
        publicUrl,
      });

    await tx.delete(companyClosures).where(eq(companyClosures.companyId, id));
    if (put.closures.length)
      await tx.insert(companyClosures).values(
        put.closures.map((c) => ({
          companyId: id,
          fromDate: c.from,
          toDate: c.to,
          reason: c.reason,
          startTime: c.start_time,
          endTime: c.end_time,
        })),
      );
    await events.emit(tx, 'business.changed', { companyId: id, hours: null, now, publicUrl });
    const diff = changedFields({ closures: stored }, { closures: put.closures });
    if (diff)
      await auditBusinessChange(tx, actor, row, 'company.edit', diff.before, {
        ...diff.after,
        ...(put.upcoming ? { upcoming: put.upcoming, outside: outside.length } : {}),
      });
    return row;
  });
}
