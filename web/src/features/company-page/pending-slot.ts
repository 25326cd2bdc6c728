/**
 * The time a visitor chose before going to log in or sign up, kept for the tab (sessionStorage)
 * so the business page can choose it again once they come back signed in (spec §2).
 */
export interface PendingSlot {
  companyId: string;
  serviceId: string;
  /** The business's local date 'YYYY-MM-DD' and minutes from its midnight. */
  date: string;
  start_time: number;
  /** Milliseconds since the epoch. */
  savedAt: number;
}

export const PENDING_SLOT_KEY = 'slotmap.pendingSlot';
/** After an hour the choice is stale: the visitor has moved on, or the time has likely gone. */
export const PENDING_SLOT_TTL_MS = 60 * 60_000;

/** Storage can be missing or refuse access (private modes): the choice is then simply not kept. */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingSlot(slot: PendingSlot, storage = session()): void {
  try {
    storage?.setItem(PENDING_SLOT_KEY, JSON.stringify(slot));
  } catch {
    // Full or refused: the visitor chooses again after signing in.
  }
}

export function clearPendingSlot(storage = session()): void {
  try {
    storage?.removeItem(PENDING_SLOT_KEY);
  } catch {
    // Nothing to clear.
  }
}

function isPendingSlot(value: unknown): value is PendingSlot {
  const v = value as Record<string, unknown> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.companyId === 'string' &&
    typeof v.serviceId === 'string' &&
    typeof v.date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(v.date) &&
    Number.isInteger(v.start_time) &&
    typeof v.savedAt === 'number'
  );
}

/**
 * The saved choice for this business, or null. A stale or unreadable entry is removed; one for
 * another business is left for that business's page.
 */
export function readPendingSlot(
  companyId: string,
  now = Date.now(),
  storage = session(),
): PendingSlot | null {
  let value: unknown;
  try {
    const text = storage?.getItem(PENDING_SLOT_KEY);
    if (!text) return null;
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  const age = isPendingSlot(value) ? now - value.savedAt : Number.NaN;
  if (!isPendingSlot(value) || !(age >= 0 && age <= PENDING_SLOT_TTL_MS)) {
    clearPendingSlot(storage);
    return null;
  }
  return value.companyId === companyId ? value : null;
}
