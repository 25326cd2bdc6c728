import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveSlots } from './live-slots.ts';
import { slotsKey } from './slots.ts';

const COMPANY = '0190a4c2-0000-7000-8000-0000000000d1';

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, (() => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }

  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, readyState = this.readyState) {
    this.readyState = readyState;
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

function watch() {
  const queryClient = new QueryClient();
  // Two services' slots of the business, and another business's: what each event makes stale.
  for (const key of [slotsKey(COMPANY, 'a'), slotsKey(COMPANY, 'b'), slotsKey('other', 'a')])
    queryClient.setQueryData(key, { days: [] });
  const stale = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.isStale())
      .map((q) => q.queryKey[3]);
  const view = renderHook(() => useLiveSlots(COMPANY), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
  return { view, stale, queryClient };
}

describe('live slots of a business page', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("marks every service's times of the business stale on an event, and no one else's", () => {
    const { stale } = watch();
    const [source] = FakeEventSource.all;
    expect(source.url).toBe(`/api/company/${COMPANY}/slots/stream`);
    source.emit('open', FakeEventSource.OPEN);
    expect(stale()).toEqual([]);
    act(() => source.emit('slots'));
    expect(stale()).toEqual(['a', 'b']);
  });

  it('tries a refused stream again after a minute, and reads the times again then', () => {
    const { stale, view } = watch();
    const [refused] = FakeEventSource.all;
    // A 429 or 503: the browser closes the stream for good.
    refused.emit('error', FakeEventSource.CLOSED);
    vi.advanceTimersByTime(59_999);
    expect(FakeEventSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(2);
    act(() => FakeEventSource.all[1].emit('open', FakeEventSource.OPEN));
    expect(stale()).toEqual(['a', 'b']);
    view.unmount();
    expect(FakeEventSource.all[1].readyState).toBe(FakeEventSource.CLOSED);
  });

  it('stops trying once the page has gone', () => {
    const { view } = watch();
    FakeEventSource.all[0].emit('error', FakeEventSource.CLOSED);
    view.unmount();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.all).toHaveLength(1);
  });
});
