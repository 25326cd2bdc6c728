/**
 * A like pressed by a visitor, who was sent to log in first: kept for the tab (sessionStorage),
 * as the chosen time is (pending-slot.ts), so the business page finishes it once they are back
 * signed in instead of leaving them to press the heart again.
 */
interface PendingLike {
  companyId: string;
  /** Milliseconds since the epoch. */
  savedAt: number;
}

export const PENDING_LIKE_KEY = 'slotmap.pendingLike';
/** After an hour the press is stale: coming back later is not a request to like. */
export const PENDING_LIKE_TTL_MS = 60 * 60_000;

/** Storage can be missing or refuse access (private modes): the like is then simply not kept. */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingLike(companyId: string, now = Date.now(), storage = session()): void {
  try {
    storage?.setItem(PENDING_LIKE_KEY, JSON.stringify({ companyId, savedAt: now }));
  } catch {
    // Full or refused: the visitor presses the heart again after logging in.
  }
}

/**
 * Whether a fresh like is waiting for this business; answering yes uses it up, so it is sent
 * once. One for another business is left for that business's page; a stale one is dropped.
 */
export function takePendingLike(companyId: string, now = Date.now(), storage = session()): boolean {
  try {
    const text = storage?.getItem(PENDING_LIKE_KEY);
    if (!text) return false;
    const value = JSON.parse(text) as Partial<PendingLike> | null;
    const age = typeof value?.savedAt === 'number' ? now - value.savedAt : Number.NaN;
    const fresh = age >= 0 && age <= PENDING_LIKE_TTL_MS && typeof value?.companyId === 'string';
    if (fresh && value?.companyId !== companyId) return false;
    storage?.removeItem(PENDING_LIKE_KEY);
    return fresh;
  } catch {
    // Unreadable: dropped, so it is not read again.
    try {
      storage?.removeItem(PENDING_LIKE_KEY);
    } catch {
      // Storage refused: nothing kept either way.
    }
    return false;
  }
}
