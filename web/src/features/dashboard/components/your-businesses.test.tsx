import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { harbourClinic } from '../../../test/fixtures.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { YourBusinesses } from './your-businesses.tsx';

function ManagerStandIn() {
  const { state } = useLocation();
  return <p>Manager opened from {(state as { from?: string } | null)?.from ?? 'nowhere'}</p>;
}

describe('Your businesses on the dashboard', () => {
  it('opens the business manager saying it came from the dashboard, so back returns there', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /company/mine': { body: [harbourClinic], headers: { 'x-total-count': '1' } },
      }).fetchStub,
    );
    setToken('t1');
    const { router } = renderRoutes(
      [
        { path: '/dashboard', element: <YourBusinesses /> },
        { path: '/business/service/:id', element: <ManagerStandIn /> },
      ],
      { at: '/dashboard' },
    );

    await userEvent.click(
      await screen.findByRole('link', { name: `Services for ${harbourClinic.name}` }),
    );

    expect(router.state.location.pathname).toBe(`/business/service/${harbourClinic._id}`);
    expect(screen.getByText('Manager opened from Dashboard')).toBeTruthy();
  });
});
