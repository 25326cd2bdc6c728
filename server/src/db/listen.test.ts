import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announceSlotChange, SLOT_CHANGES_CHANNEL } from '../jobs/slot-changes.ts';
import { createTestDatabase, testDbKind } from '../test/database.ts';
import type { Database } from './connection.ts';
import type { StopListening } from './listen.ts';
import { rowsOf } from './rows.ts';

describe(`listening for NOTIFY, on ${testDbKind}`, () => {
  let database: Database;
  let stop: StopListening;
  const heard: string[] = [];
  let reconnects = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    stop = await database.listen(SLOT_CHANGES_CHANNEL, {
      onNotify: (payload) => heard.push(payload),
      onReconnect: () => reconnects++,
    });
  });
  afterAll(async () => {
    await stop?.();
    await database?.close();
  });

  /** Resolves once `payload` has been heard (PostgreSQL tells one listener in commit order). */
  const hears = (payload: string) => vi.waitFor(() => expect(heard).toContain(payload));

  it('hears a change once its transaction commits, once however often it was announced', async () => {
    heard.length = 0;
    await database.db.transaction(async (tx) => {
      await announceSlotChange(tx, 'company-a');
      await announceSlotChange(tx, 'company-a');
      await announceSlotChange(tx, 'company-b');
    });
    await announceSlotChange(database.db, 'company-c');
    await hears('company-c');
    expect(heard).toEqual(['company-a', 'company-b', 'company-c']);
  });

  it('hears nothing of a transaction that rolled back', async () => {
    heard.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await announceSlotChange(tx, 'rolled-back');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await announceSlotChange(database.db, 'after');
    await hears('after');
    expect(heard).toEqual(['after']);
  });

  it.runIf(testDbKind === 'postgres')(
    'listens again after its connection is cut, and says that it did (what was sent meanwhile is lost)',
    async () => {
      const cut = await database.db.execute(sql`
        SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
      expect(rowsOf(cut)).toEqual([{ cut: true }]);
      await vi.waitFor(() => expect(reconnects).toBe(1), { timeout: 10_000 });
      heard.length = 0;
      await announceSlotChange(database.db, 'after-the-cut');
      await hears('after-the-cut');
    },
  );
});
