import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits, revokedSessions } from '../db/schema/platform.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { testDbKind } from '../test/database.ts';
import { Housekeeping } from './housekeeping.ts';

const WINDOW_MS = 15 * 60 * 1000;
const NOW = new Date('2026-03-10T12:07:00Z');
/** The window NOW falls in began at 12:00. */
const CURRENT = new Date('2026-03-10T12:00:00Z');
const minutes = (m: number) => m * 60 * 1000;

describe(`pruning ended rate-limit windows and expired sign-outs on ${testDbKind}`, () => {
  let t: TestApp;
  let housekeeping: Housekeeping;
  beforeAll(async () => {
    t = await createTestApp();
    housekeeping = new Housekeeping(
      t.database.db,
      new RateLimiter(t.database.db, WINDOW_MS),
      t.app.log,
    );
  });
  afterAll(async () => {
    await housekeeping.stop();
    await t.close();
  });

  const keysLeft = async () =>
    (await t.database.db.select().from(rateLimitHits)).map((r) => r.key).sort();
  const sessionsLeft = async () =>
    (await t.database.db.select().from(revokedSessions)).map((r) => r.jti).sort();

  it('removes only the windows that have ended and the sign-outs that have expired', async () => {
    await t.database.db.insert(rateLimitHits).values([
      { key: 'ended-long-ago', windowStart: new Date(CURRENT.getTime() - minutes(60)), count: 5 },
      { key: 'just-ended', windowStart: new Date(CURRENT.getTime() - WINDOW_MS), count: 5 },
      { key: 'current', windowStart: CURRENT, count: 5 },
    ]);
    await t.database.db.insert(revokedSessions).values([
      { jti: 'expired', expiresAt: new Date(NOW.getTime() - 1000) },
      { jti: 'still-valid', expiresAt: new Date(NOW.getTime() + 1000) },
    ]);

    expect(await housekeeping.runOnce(NOW)).toEqual({ windows: 2, sessions: 1 });
    expect(await keysLeft()).toEqual(['current']);
    expect(await sessionsLeft()).toEqual(['still-valid']);
  });

  it('runs on its schedule and stops when asked', async () => {
    const ended = { windowStart: new Date(Date.now() - 2 * WINDOW_MS), count: 1 };
    await t.database.db.insert(rateLimitHits).values({ key: 'before-stop', ...ended });
    housekeeping.start(20);
    await expect.poll(keysLeft, { timeout: 5000 }).not.toContain('before-stop');
    await housekeeping.stop();
    await t.database.db.insert(rateLimitHits).values({ key: 'after-stop', ...ended });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await keysLeft()).toContain('after-stop');
  });
});
