import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { theme } from '../app/theme.ts';

interface RenderRoutesOptions {
  /** The first entry of the history, e.g. '/account#contact-info'. */
  at: string;
  state?: unknown;
}

/**
 * Renders routes with the app's providers and a memory router; returns the router too.
 * (RouterProvider comes from 'react-router' here: under Vitest, 'react-router/dom' loads a second
 * copy of the router contexts. The app itself uses 'react-router/dom' for flushSync.)
 */
export function renderRoutes(routes: RouteObject[], { at, state }: RenderRoutesOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [{ ...toPath(at), state }] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
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
  return { fetchStub, calls };
}
