import { act, waitFor } from '@testing-library/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useAfterFirstView } from './after-first-view.ts';
import { type RenderClock, RenderClockProvider, useViewerZone } from './render-clock.tsx';
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
});
