import type { Language } from '@slotmap/domain/language';
import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import type { RenderClock } from './render-clock.tsx';
import { zoneReadings, zonesIn } from './zone-rules.ts';

/**
 * What a server-rendered page hands to the browser (decision 065): the clock it was drawn by and
 * the API answers it was drawn from, as TanStack Query's dehydrated cache, so hydration draws the
 * same page and asks nothing again.
 */
export interface ServerState {
  clock: RenderClock;
  queries: DehydratedState;
  /**
   * How the server's time-zone data reads each zone the page shows (zone-rules.ts). Where the
   * browser's reads a zone otherwise, the same inputs draw other times, and the browser draws the
   * page itself instead of hydrating it.
   */
  zones: Record<string, string>;
  /** The language the page was drawn in, which the browser keeps while it hydrates (decision 069). */
  language: Language;
}

/** The id of the `<script type="application/json">` element that carries it. */
export const SERVER_STATE_ID = 'slotmap-state';

/**
 * The state as JSON safe inside a script element: `<` is written as `\u003c`, so no text in it
 * (a business named `</script>`) can end the element, and the line separators JavaScript once
 * refused are escaped too.
 */
export function serverStateJson(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A failed answer travels as plain JSON: it becomes an ApiError again, as the page expects. */
function reviveErrors(queries: DehydratedState): DehydratedState {
  for (const query of queries.queries) {
    const error = query.state.error as Partial<ApiError> | null;
    if (error && typeof error.status === 'number' && Array.isArray(error.messages))
      query.state.error = new ApiError(error.status, error.messages, error.body);
  }
  return queries;
}

/** The state the server put in the page, or null for a page the browser draws alone. */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as ServerState;
  return { ...state, queries: reviveErrors(state.queries) };
}

/** The zones the page shows times in: the reader's, and each business's. */
export const zonesOf = (state: Pick<ServerState, 'clock' | 'queries'>) => [
  ...new Set([state.clock.viewerZone, ...zonesIn(state.queries)]),
];

/** Whether this browser reads every zone of the page as the server did, so hydration can match. */
export function readsZonesAlike(state: ServerState): boolean {
  const here = zoneReadings(Object.keys(state.zones), state.clock.now);
  return Object.entries(state.zones).every(([zone, reading]) => here[zone] === reading);
}
