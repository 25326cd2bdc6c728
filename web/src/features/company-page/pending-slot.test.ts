import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPendingSlot,
  PENDING_SLOT_KEY,
  PENDING_SLOT_TTL_MS,
  type PendingSlot,
  readPendingSlot,
  savePendingSlot,
} from './pending-slot.ts';

const saved: PendingSlot = {
  companyId: 'c1',
  serviceId: 's1',
  date: '2025-06-12',
  start_time: 600,
  savedAt: 1_000_000,
};

afterEach(() => window.sessionStorage.clear());

describe('pending slot', () => {
  it('gives back the saved choice for its business within the hour', () => {
    savePendingSlot(saved);
    expect(readPendingSlot('c1', saved.savedAt + PENDING_SLOT_TTL_MS)).toEqual(saved);
    clearPendingSlot();
    expect(readPendingSlot('c1', saved.savedAt)).toBeNull();
  });

  it('ignores a choice made on another business, and keeps it for that one', () => {
    savePendingSlot(saved);
    expect(readPendingSlot('c2', saved.savedAt)).toBeNull();
    expect(readPendingSlot('c1', saved.savedAt)).toEqual(saved);
  });

  it('drops a choice older than an hour, or one it cannot read', () => {
    savePendingSlot(saved);
    expect(readPendingSlot('c1', saved.savedAt + PENDING_SLOT_TTL_MS + 1)).toBeNull();
    expect(window.sessionStorage.getItem(PENDING_SLOT_KEY)).toBeNull();

    window.sessionStorage.setItem(PENDING_SLOT_KEY, '{"companyId":"c1"');
    expect(readPendingSlot('c1', saved.savedAt)).toBeNull();
    window.sessionStorage.setItem(PENDING_SLOT_KEY, JSON.stringify({ ...saved, date: 'soon' }));
    expect(readPendingSlot('c1', saved.savedAt)).toBeNull();
  });
});
