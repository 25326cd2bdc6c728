import { act, waitFor } from '@testing-library/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstView } from './after-first-view.ts';
import {
  type RenderClock,
  RenderClockProvider,
  useRenderMinute,
  useViewerZone,
} from './render-clock.tsx';
import { useNow } from './use-now.ts';

/** What a page shows that depends on when and where it is read. */
function Clock() {
  const now = useNow();
  const zone = useViewerZone();
  const later = useAfterFirstView();
  return (
    <p>
      {now.getUTCFullYear()} {zone} {later ? 'map' : 'no map'}
    </p>
  );
}

/** How many times `Minute` was drawn. */
let draws = 0;

/** A part worded to the minute, in the reader's zone (a card's Open badge). */
function Minute() {
  draws += 1;
  return (
    <p>
      {useRenderMinute().toISOString()} {useViewerZone()}
    </p>
  );
}

// The server drew the page in another year and zone than the test's browser (UTC, setup.ts).
const server: RenderClock = { now: Date.UTC(2020, 5, 1, 12), viewerZone: 'Asia/Tokyo' };
const page = () => (
  <RenderClockProvider clock={server}>
    <Clock />
  </RenderClockProvider>
);

describe('a page drawn on the server by its clock', () => {
  const container = document.createElement('div');
  afterEach(() => {
    container.remove();
  });

  it('hydrates as drawn, then reads the browser’s own time and zone, and loads later parts', async () => {
    container.innerHTML = renderToString(page());
    document.body.append(container);
    expect(container.textContent).toBe('2020 Asia/Tokyo no map');
    const drawn = container.querySelector('p');
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(), { onRecoverableError: (e) => mismatches.push(e) }),
    );
    const year = new Date().getUTCFullYear();
    await waitFor(() => expect(container.textContent).toBe(`${year} UTC map`));
    // Hydrated in place: the element the server drew is the one on screen.
    expect(container.querySelector('p')).toBe(drawn);
    expect(mismatches).toEqual([]);
    act(() => root.unmount());
  });

  it('hydrates a part whose code comes later by the server’s clock too', async () => {
    // On the server the part is there at once; in the browser its code arrives after the rest of
    // the page has hydrated (and after the rest has read the browser's own clock).
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const Later = lazy(async () => {
      await arrived;
      return { default: Clock };
    });
    const withPart = (part: ReactNode) => (
      <RenderClockProvider clock={server}>
        <Clock />
        <Suspense fallback={<p>loading</p>}>{part}</Suspense>
      </RenderClockProvider>
    );
    container.innerHTML = renderToString(withPart(<Clock />));
    document.body.append(container);
    expect(container.textContent).toBe('2020 Asia/Tokyo no map2020 Asia/Tokyo no map');
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, withPart(<Later />), {
        onRecoverableError: (e) => mismatches.push(e),
      }),
    );
    const year = new Date().getUTCFullYear();
    await waitFor(() => expect(container.querySelector('p')?.textContent).toBe(`${year} UTC map`));
    const part = container.querySelectorAll('p')[1];
    await act(async () => arrive());
    await waitFor(() => expect(container.textContent).toBe(`${year} UTC map${year} UTC map`));
    expect(container.querySelectorAll('p')[1]).toBe(part);
    expect(mismatches).toEqual([]);
    act(() => root.unmount());
  });

  describe('a part that reads the clock to the minute', () => {
    const at = (clock: RenderClock) => (
      <RenderClockProvider clock={clock}>
        <Minute />
      </RenderClockProvider>
    );
    const now = Date.UTC(2026, 10, 29, 14, 30, 20);
    afterEach(() => {
      vi.useRealTimers();
    });

    async function hydrateDrawnAt(clock: RenderClock) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
      container.innerHTML = renderToString(at(clock));
      document.body.append(container);
      draws = 0;
      const mismatches: unknown[] = [];
      const root = await act(async () =>
        hydrateRoot(container, at(clock), { onRecoverableError: (e) => mismatches.push(e) }),
      );
      expect(mismatches).toEqual([]);
      return root;
    }

    it('is drawn once when the browser reads the same minute and zone as the server', async () => {
      // The server drew it 15 seconds earlier, in the same minute, in the browser's zone (UTC).
      const root = await hydrateDrawnAt({ now: now - 15_000, viewerZone: 'UTC' });
      expect(container.textContent).toBe('2026-11-29T14:30:00.000Z UTC');
      expect(draws).toBe(1);
      act(() => root.unmount());
    });

    it('is drawn again by the browser’s clock when the minute has turned or the zone differs', async () => {
      const root = await hydrateDrawnAt({ now: now - 30_000, viewerZone: 'Asia/Tokyo' });
      await waitFor(() => expect(container.textContent).toBe('2026-11-29T14:30:00.000Z UTC'));
      expect(draws).toBe(2);
      act(() => root.unmount());
    });
  });
});
