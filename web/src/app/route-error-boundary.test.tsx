import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { ErrorBoundaryOutlet } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

const routes = [
  {
    element: (
      <>
        <header>
          <Link to="/fine">Fine page</Link>
        </header>
        <Outlet />
      </>
    ),
    children: [
      {
        element: <ErrorBoundaryOutlet />,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/fine', element: <p>All good</p> },
        ],
      },
    ],
  },
];

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundaryOutlet', () => {
  it('shows the error page in place of a page that fails, keeping what is around it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, { at: '/broken' });

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fine page' })).toBeTruthy();
  });

  it('recovers when the person goes to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, { at: '/broken' });
    await screen.findByRole('heading', { name: 'Something went wrong' });

    await userEvent.click(screen.getByRole('link', { name: 'Fine page' }));

    expect(await screen.findByText('All good')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
