import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListenHandlers } from '../../db/listen.ts';
import { SlotWatchers, type Watcher } from './watchers.ts';

const A = 'company-a';
const B = 'company-b';
const event = (company: string) => `event: slots\ndata: {"company":"${company}"}\n\n`;
const KEEP_ALIVE = ': keep-alive\n\n';

const quietLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

/** A stream that keeps what it was sent; `stuck` ones report that their reader stopped reading. */
function stream(companyId: string, address = '203.0.113.1', stuck = false) {
  const sent: string[] = [];
  const watcher: Watcher & { sent: string[]; ended: boolean } = {
    companyId,
    address,
    sent,
    ended: false,
    write: (text) => {
      sent.push(text);
      return !stuck;
    },
    end: () => {
      watcher.ended = true;
    },
  };
  return watcher;
}

describe('the business pages open on one instance', () => {
  let handlers: ListenHandlers;
  let listening = 0;
  let stopped = 0;
  let watchers: SlotWatchers;
  beforeEach(() => {
    vi.useFakeTimers();
    listening = 0;
    stopped = 0;
    watchers = new SlotWatchers(
      async (_channel, h) => {
        handlers = h;
        listening++;
        return async () => {
          stopped++;
        };
      },
      quietLog,
      { perAddress: 2, heartbeatMs: 25_000 },
    );
  });
  afterEach(() => vi.useRealTimers());

  it('listens once for all of them, and passes a change only to the pages of that business', async () => {
    await watchers.ready();
    await watchers.ready();
    expect(listening).toBe(1);
    const [a1, a2, b] = [stream(A), stream(A, '203.0.113.2'), stream(B, '203.0.113.3')];
    for (const w of [a1, a2, b]) watchers.add(w);
    handlers.onNotify(A);
    expect(a1.sent).toEqual([event(A)]);
    expect(a2.sent).toEqual([event(A)]);
    expect(b.sent).toEqual([]);
    // Back after the connection dropped: anything may have changed, every page reads again.
    handlers.onReconnect?.();
    expect(a1.sent).toEqual([event(A), event(A)]);
    expect(b.sent).toEqual([event(B)]);
  });

  it('says something to every page every 25 seconds, and stops when none is left', async () => {
    const a = stream(A);
    watchers.add(a);
    vi.advanceTimersByTime(24_999);
    expect(a.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(a.sent).toEqual([KEEP_ALIVE]);
    watchers.remove(a);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets go of a page that stopped reading', async () => {
    await watchers.ready();
    const stuck = stream(A, '203.0.113.1', true);
    const fine = stream(A, '203.0.113.2');
    watchers.add(stuck);
    watchers.add(fine);
    handlers.onNotify(A);
    expect(stuck.ended).toBe(true);
    expect(watchers.counts()).toEqual({ streams: 1, companies: 1, addresses: 1 });
    handlers.onNotify(A);
    expect(stuck.sent).toHaveLength(1);
    expect(fine.sent).toHaveLength(2);
  });

  it('admits a few pages per address, and another once one closes', () => {
    const [first, second] = [stream(A), stream(B)];
    watchers.add(first);
    watchers.add(second);
    expect(watchers.admits('203.0.113.1')).toBe(false);
    expect(watchers.admits('203.0.113.9')).toBe(true);
    watchers.remove(first);
    watchers.remove(first);
    expect(watchers.admits('203.0.113.1')).toBe(true);
    expect(watchers.counts()).toEqual({ streams: 1, companies: 1, addresses: 1 });
  });

  it('tries listening again for the next page when it could not start', async () => {
    let attempts = 0;
    const flaky = new SlotWatchers(async () => {
      attempts++;
      if (attempts === 1) throw new Error('database down');
      return async () => undefined;
    }, quietLog);
    await expect(flaky.ready()).rejects.toThrow('database down');
    await flaky.ready();
    expect(attempts).toBe(2);
  });

  it('on close ends every page, stops listening and opens no more', async () => {
    await watchers.ready();
    const [a, b] = [stream(A), stream(B, '203.0.113.2')];
    watchers.add(a);
    watchers.add(b);
    await watchers.close();
    expect([a.ended, b.ended]).toEqual([true, true]);
    expect(stopped).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    await expect(watchers.ready()).rejects.toThrow();
    const late = stream(A, '203.0.113.3');
    watchers.add(late);
    expect(late.ended).toBe(true);
    expect(watchers.counts().streams).toBe(0);
  });
});
