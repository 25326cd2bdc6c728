import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  type RouteObject,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
} from 'react-router';
import type { ReactNode } from 'react';
import { theme } from '../app/theme.ts';

interface RenderRoutesOptions {
  /** The first entry of the history, e.g. '/account#contact-info'. */
  at: string;
  state?: unknown;
  /** The cache to draw from, when the test has filled it first; else a fresh one. */
  queryClient?: QueryClient;
}

/**
 * Renders routes with the app's providers and the declarative router the app uses, over a memory
 * history; returns that history as `router`, whose state follows each navigation at once, so a
 * test reads where the page sent the person without waiting for the next page to draw.
 */
export function renderRoutes(
  routes: RouteObject[],
  { at, state, queryClient = testQueryClient() }: RenderRoutesOptions,
) {
  const history = createMemoryHistory({
    initialEntries: [{ ...toPath(at), state }],
    v5Compat: true,
  });
  const router = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate: async (to: string | number) => {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
    },
  };
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <HistoryRouter history={history}>
            <Routes routes={routes} />
          </HistoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}

/** A cache as the app's, but a failed call is not tried again. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders one element as the only page ('/'), with the app's providers. */
export function renderElement(element: ReactNode) {
  return renderRoutes([{ path: '/', element }], { at: '/' });
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function toPath(at: string) {
  const url = new URL(at, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** A fetch stub answering JSON by "METHOD /path"; unknown calls fail the test loudly. */
export function stubApi(
  answers: Record<string, { status?: number; body?: unknown; headers?: Record<string, string> }>,
) {
  const calls: { method: string; path: string; body: unknown; headers: Headers }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input).replace(/^\/api/, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body, headers: new Headers(init?.headers) });
    const answer = answers[`${method} ${path}`];
    if (!answer) throw new Error(`Unexpected call ${method} ${path}`);
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  /** Changes what a call answers from now on (the server's state moved on). */
  const answer = (key: string, value: (typeof answers)[string]) => {
    answers[key] = value;
  };
  return { fetchStub, calls, answer };
}

/**
 * A `fetch` that answers through `fetchStub`, but holds every call of `method` until `answer()`:
 * what the screen does while the server has not answered yet. `asked()`: one has been made.
 */
export function holdCalls(
  fetchStub: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  method: string,
) {
  let answer = () => {};
  let asked = false;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === method) {
      asked = true;
      await held;
    }
    return fetchStub(input, init);
  };
  return { fetch, answer: () => answer(), asked: () => asked };
}
