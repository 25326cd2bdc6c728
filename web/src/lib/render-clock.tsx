import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { useLocale } from './i18n/use-t.tsx';
import { viewerTimeZone } from './viewer-zone.ts';

/**
 * The clock a server-rendered page was drawn by: the server's time and the zone it read times in
 * (decision 065). The browser's first render of each part must draw exactly what the server sent,
 * or React throws that part away and draws it again; so while a part hydrates, "now" and the
 * reader's zone are the server's, and the browser's own from its next render on.
 */
export interface RenderClock {
  /** Milliseconds since the epoch. */
  now: number;
  viewerZone: string;
}

const RenderClockContext = createContext<RenderClock | null>(null);

/** Hands the server's clock to what the server draws and to what hydrates it. */
export function RenderClockProvider({
  clock,
  children,
}: {
  clock: RenderClock | null;
  children: ReactNode;
}) {
  return <RenderClockContext value={clock}>{children}</RenderClockContext>;
}

const neverChanges = () => () => {};
const drawnHere = () => false;
const drawnByServer = () => true;

/**
 * True while this component is drawn on the server or hydrated from what the server drew; false
 * in every later render, which React makes at once after hydrating it, and for a component the
 * browser draws itself. Per component, so a part that hydrates later reads the server's clock
 * just the same.
 */
function useDrawnByServer(): boolean {
  return useSyncExternalStore(neverChanges, drawnHere, drawnByServer);
}

/** The server's time while this part hydrates; null when the browser's own clock is to be read. */
export function usePinnedTime(): number | null {
  const pinned = useContext(RenderClockContext);
  return useDrawnByServer() && pinned ? pinned.now : null;
}

/**
 * A value read off the clock in the reader's zone (today's date, say), for a part that only needs
 * that: the server's reading while the part hydrates, then the browser's, read anew on each render.
 * Only when the two readings differ does React draw the part again once it has hydrated, where a
 * part reading "now" itself is always drawn again (and all it holds with it).
 */
export function useClockReading<T extends string | number | boolean | null>(
  read: (now: number, zone: string) => T,
): T {
  const pinned = useContext(RenderClockContext);
  const here = () => read(Date.now(), viewerTimeZone());
  return useSyncExternalStore(
    neverChanges,
    here,
    pinned ? () => read(pinned.now, pinned.viewerZone) : here,
  );
}

/** The reader's time zone: the server's guess while this part hydrates, then the browser's own. */
export const useViewerZone = (): string => useClockReading(readZone);
const readZone = (_now: number, zone: string) => zone;

const MINUTE_MS = 60_000;
const readMinute = (now: number) => Math.floor(now / MINUTE_MS);

/**
 * The start of the current minute, for a part that words the time to the minute (a card's Open
 * badge): drawn by the server's clock and hydrated the same, it is drawn again only when the
 * minute has turned since.
 */
export function useRenderMinute(): Date {
  return new Date(useClockReading(readMinute) * MINUTE_MS);
}

/**
 * "Now" for a part that reads the time as it draws (a card's Open badge): the server's time while
 * it hydrates, then the browser's, read anew on each render.
 */
export function useRenderNow(): Date {
  const pinned = usePinnedTime();
  return pinned === null ? new Date() : new Date(pinned);
}

/**
 * The locale dates are written in: the page's language's ('en-US', 'fr-CA'; decision 069), the
 * same on the server and in the browser, so a part the server drew hydrates as it was drawn.
 */
export const useReaderLocale = (): string => useLocale();

/** Whether this render is the server's or the hydration of what it drew (see useDrawnByServer). */
export const useHydrating = useDrawnByServer;
