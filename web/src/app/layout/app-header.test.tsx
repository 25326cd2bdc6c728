import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client.ts';
import { setToken } from '../../lib/session.ts';
import { ada } from '../../test/fixtures.ts';
import { holdCalls, renderRoutes, stubApi } from '../../test/render.tsx';
import { AppLayout } from './app-layout.tsx';

/** A page that draws from one slow answer (asked with POST, so that only it is held). */
function SlowPage() {
  const list = useQuery({ queryKey: ['slow'], queryFn: () => api.post<string[]>('/slow', {}) });
  return <p>{list.data ? 'Page drawn' : 'Loading'}</p>;
}

/**
 * Ada signed in on the slow page, with `unread` notifications, once the page has asked for its
 * answer and the header is drawn; the answer waits for `slow.answer()`.
 */
async function openSlowPage(unread: number) {
  const { fetchStub, calls } = stubApi({
    'GET /auth': { body: ada },
    'GET /messages/unread': { body: { user: unread, business: 0 } },
    'POST /slow': { body: ['a'] },
  });
  const slow = holdCalls(fetchStub, 'POST');
  vi.stubGlobal('fetch', slow.fetch);
  setToken('t1');
  renderRoutes([{ element: <AppLayout />, children: [{ path: '/', element: <SlowPage /> }] }], {
    at: '/',
  });
  await waitFor(() => expect(slow.asked()).toBe(true));
  await screen.findByRole('link', { name: 'Dashboard' });
  return { slow, calls };
}

describe('the header’s bell (decision 078)', () => {
  it('comes once the page’s answers are in, not while they are on their way', async () => {
    const { slow, calls } = await openSlowPage(2);
    // Signed in and the header drawn, but the page's answer is not in: no bell, no count asked.
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(calls.map((c) => c.path)).not.toContain('/messages/unread');
    // Its place is held meanwhile, so the header's right group keeps its size.
    expect(document.querySelectorAll('[data-bell-slot]')).toHaveLength(1);

    slow.answer();
    expect(await screen.findByText('Page drawn')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications (2 unread)' })).toBeTruthy();
    expect(document.querySelector('[data-bell-slot]')).toBeNull();
  });

  it('comes after five seconds all the same where the page’s answer takes longer', async () => {
    await openSlowPage(0);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(
      await screen.findByRole('button', { name: 'Notifications' }, { timeout: 7000 }),
    ).toBeTruthy();
    expect(screen.getByText('Loading')).toBeTruthy();
  }, 10_000);

  it('has no place kept for a visitor, who has no bell', async () => {
    stubApi({});
    renderRoutes([{ element: <AppLayout />, children: [{ path: '/', element: <p>Home</p> }] }], {
      at: '/',
    });
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(document.querySelector('[data-bell-slot]')).toBeNull();
  });
});
