import { describe, expect, it } from 'vitest';
import {
  PENDING_WAITLIST_KEY,
  PENDING_WAITLIST_TTL_MS,
  savePendingWaitlist,
  takePendingWaitlist,
} from './pending-waitlist.ts';

function memory(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('a Join Waitlist pressed before logging in', () => {
  it('is given back once, to the same business, while fresh', () => {
    const s = memory();
    savePendingWaitlist({ companyId: 'c1', day: 'Monday', period: 'morning', savedAt: 1000 }, s);
    expect(takePendingWaitlist('c2', 2000, s)).toBeNull();
    expect(takePendingWaitlist('c1', 2000, s)).toEqual({ day: 'Monday', period: 'morning' });
    expect(takePendingWaitlist('c1', 2000, s)).toBeNull();
  });

  it('is dropped when stale or unreadable', () => {
    const s = memory();
    savePendingWaitlist({ companyId: 'c1', day: 'Monday', period: 'morning', savedAt: 0 }, s);
    expect(takePendingWaitlist('c1', PENDING_WAITLIST_TTL_MS + 1, s)).toBeNull();
    expect(s.getItem(PENDING_WAITLIST_KEY)).toBeNull();
    s.setItem(
      PENDING_WAITLIST_KEY,
      '{"companyId":"c1","day":"Funday","period":"morning","savedAt":1}',
    );
    expect(takePendingWaitlist('c1', 2, s)).toBeNull();
    s.setItem(PENDING_WAITLIST_KEY, 'not json');
    expect(takePendingWaitlist('c1', 2, s)).toBeNull();
    expect(s.getItem(PENDING_WAITLIST_KEY)).toBeNull();
  });
});
