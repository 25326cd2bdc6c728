import type { CalendarConnectionView } from '@slotmap/domain/calendars';
import type { CalendarT } from './messages.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Busy times older than this are shown as out of date: a healthy calendar is read every minute,
 * so five minutes means several reads in a row have failed.
 */
export const STALE_AFTER_MS = 5 * MINUTE;

/**
 * '3 h ago', '12 min ago', '2 days ago'; a time not yet past (a clock ahead) is 'just now'. In the
 * words of `t` (the calendar catalogue's, from the component that shows it).
 */
export function agoText(iso: string, now: number, t: CalendarT): string {
  const ms = now - Date.parse(iso);
  if (ms < MINUTE) return t('calendars.freshness.justNow');
  if (ms < HOUR) return t('calendars.freshness.minutesAgo', { count: Math.floor(ms / MINUTE) });
  if (ms < 2 * DAY) return t('calendars.freshness.hoursAgo', { count: Math.floor(ms / HOUR) });
  return t('calendars.freshness.daysAgo', { count: Math.floor(ms / DAY) });
}

/** 'in 8 min', 'in 1 h'; a time already past is 'shortly'. */
export function inText(iso: string, now: number, t: CalendarT): string {
  const ms = Date.parse(iso) - now;
  if (ms < MINUTE) return t('calendars.freshness.shortly');
  if (ms < HOUR) return t('calendars.freshness.inMinutes', { count: Math.ceil(ms / MINUTE) });
  return t('calendars.freshness.inHours', { count: Math.round(ms / HOUR) });
}

/** 'Last read 3 h ago', or that it has not been read yet. */
export const lastReadText = (c: CalendarConnectionView, now: number, t: CalendarT) =>
  c.last_synced_at
    ? t('calendars.freshness.lastRead', { ago: agoText(c.last_synced_at, now, t) })
    : t('calendars.freshness.notRead');

/** Whether the busy times are too old to trust (and the calendar is still being tried). */
export const isStale = (c: CalendarConnectionView, now: number) =>
  !c.reconnect_needed_at &&
  (c.last_synced_at === null || now - Date.parse(c.last_synced_at) > STALE_AFTER_MS) &&
  (c.failures > 0 || c.last_error !== null);

/** The provider refused the sign-in: nothing is read or written until it is connected again. */
export const needsReconnect = (c: CalendarConnectionView | null) => Boolean(c?.reconnect_needed_at);
