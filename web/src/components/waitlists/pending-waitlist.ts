import { WEEKDAYS, type Weekday } from '@slotmap/domain/hours';
import { PERIODS, type Period } from '@slotmap/domain/slots';

/**
 * Join Waitlist pressed by a visitor, who was sent to log in first: kept for the tab
 * (sessionStorage), like a chosen time (pending-slot.ts), so the business page opens the dialog
 * with that cell once they are back signed in.
 */
export interface PendingWaitlist {
  companyId: string;
  day: Weekday;
  period: Period;
  savedAt: number;
}

export const PENDING_WAITLIST_KEY = 'slotmap.pendingWaitlist';
/** After an hour the press is stale. */
export const PENDING_WAITLIST_TTL_MS = 60 * 60_000;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingWaitlist(value: PendingWaitlist, storage = session()): void {
  try {
    storage?.setItem(PENDING_WAITLIST_KEY, JSON.stringify(value));
  } catch {
    // Full or refused: the visitor presses Join Waitlist again after logging in.
  }
}

/** The fresh press for this business, used up by reading it; null otherwise. */
export function takePendingWaitlist(
  companyId: string,
  now = Date.now(),
  storage = session(),
): { day: Weekday; period: Period } | null {
  try {
    const text = storage?.getItem(PENDING_WAITLIST_KEY);
    if (!text) return null;
    const v = JSON.parse(text) as Partial<PendingWaitlist> | null;
    if (v?.companyId !== companyId) return null;
    storage?.removeItem(PENDING_WAITLIST_KEY);
    const age = typeof v.savedAt === 'number' ? now - v.savedAt : Number.NaN;
    const valid =
      age >= 0 &&
      age <= PENDING_WAITLIST_TTL_MS &&
      WEEKDAYS.includes(v.day as Weekday) &&
      PERIODS.includes(v.period as Period);
    return valid ? { day: v.day as Weekday, period: v.period as Period } : null;
  } catch {
    try {
      storage?.removeItem(PENDING_WAITLIST_KEY);
    } catch {
      // Nothing to clear.
    }
    return null;
  }
}
