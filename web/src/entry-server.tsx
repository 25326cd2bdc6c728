// The server's side of the public pages (decision 065): built by `vite build --ssr` into
// web/dist-server and loaded by the Fastify server, which draws `/`, `/find`, `/companies` and the
// business pages with it. The browser hydrates what it draws (main.tsx).
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { type PipeableStream, renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { type FirstViewQuery, firstView } from './app/first-view.ts';
import { Providers } from './app/providers.tsx';
import type { Language } from '@slotmap/domain/language';
import { AppRoutes, preloadPage } from './app/routes.tsx';
import { ApiError } from './lib/api-client.ts';
import { loadCatalogues } from './lib/i18n/catalogue.ts';
import { createQueryClient } from './lib/query-client.ts';
import type { RenderClock } from './lib/render-clock.tsx';
import { type ServerState, serverStateJson, zonesOf } from './lib/server-state.ts';
import { zoneReadings } from './lib/zone-rules.ts';

/** Which page's code an address needs (undefined: not drawn on the server), known before drawing. */
export { pageModule } from './app/first-view.ts';

/**
 * An API read answered inside the server, not over HTTP: the status and body `GET /api{path}`
 * would answer a visitor. Undefined for a path it does not answer, which the browser then asks.
 */
export type ApiRead = (path: string) => Promise<{ status: number; body: unknown } | undefined>;

export interface RenderOptions {
  read: ApiRead;
  clock: RenderClock;
  /** The language to draw the page in: the reader's (decision 069). */
  language: Language;
  /** A part of the page that failed to draw on the server (the browser draws it instead). */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** The page's own code, as the client build's manifest names it, to preload. */
  module: string;
  /** The JSON of the `<script type="application/json">` the browser hydrates from. */
  stateJson: string;
  /** Writes the page's HTML, everything in it drawn: no part waits for JavaScript. */
  pipe: PipeableStream['pipe'];
}

/** An answer as the page's query holds it: its body, or the ApiError a failed call throws. */
function dataOf(answered: { status: number; body: unknown }): unknown {
  if (answered.status < 400) return answered.body;
  const errors = (answered.body as { errors?: { msg?: string }[] } | null)?.errors ?? [];
  const messages = errors.map((e) => e.msg).filter((m): m is string => typeof m === 'string');
  const said = messages.length ? messages : [`The request failed (${answered.status}).`];
  throw new ApiError(answered.status, said, answered.body);
}

/**
 * Each answer the first view needs, once and without retries; a failure is drawn as one, and a
 * path the server does not answer is left for the browser to ask.
 */
function prefetch(queryClient: QueryClient, read: ApiRead, queries: FirstViewQuery[]) {
  return Promise.all(
    queries.map(async ({ queryKey, path }) => {
      const answered = await read(path);
      if (!answered) return;
      await queryClient.prefetchQuery({
        queryKey,
        queryFn: () => dataOf(answered),
        retry: false,
      });
    }),
  );
}

/**
 * Draws a public page. Undefined for an address the browser draws alone (signed-in pages). The
 * HTML is written once every part is drawn, so the page reads whole without JavaScript and
 * search engines see all of it.
 */
export async function render(
  url: string,
  { read, clock, language, onError }: RenderOptions,
): Promise<RenderedPage | undefined> {
  const location = new URL(url, 'http://localhost');
  const view = firstView(location, clock);
  if (!view) return undefined;
  const queryClient = createQueryClient();
  // The page's code, then every catalogue it declared, in the reader's language (decision 069):
  // nothing waits for its words while drawing.
  await Promise.all([
    prefetch(queryClient, read, view.queries),
    preloadPage(location.pathname).then(() => loadCatalogues(language)),
  ]);
  // Only answers: a query the page starts while drawing (free times) is the browser's to ask.
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  const zones = zoneReadings(zonesOf({ clock, queries }), clock.now);
  const state: ServerState = { clock, queries, zones, language };

  const page = (
    <StrictMode>
      <Providers queryClient={queryClient} clock={clock} language={language}>
        <StaticRouter location={`${location.pathname}${location.search}`}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>
  );
  const stream = await new Promise<PipeableStream>((resolve, reject) => {
    const s = renderToPipeableStream(page, {
      // Every part in place, in document order: a part that came later would be moved in by an
      // inline script, which the CSP refuses and a browser without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => resolve(s),
      onShellError: reject,
      onError: (error) => onError?.(error),
    });
  });
  return {
    module: view.module,
    stateJson: serverStateJson(state),
    pipe: (destination) => stream.pipe(destination),
  };
}
