import type { CalendarConnectionView } from '@slotmap/domain/calendars';
import type { CalendarConnectionRow } from '../../db/schema/calendars.ts';

/** A connected calendar without its credentials. */
export function presentConnection(row: CalendarConnectionRow): CalendarConnectionView {
  return {
    _id: row.id,
    provider: row.provider,
    account: { name: row.accountName, email: row.accountEmail },
    calendar: row.calendar,
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
    last_error: row.lastError,
    failures: row.failures,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    reconnect_needed_at: row.reconnectNeededAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
