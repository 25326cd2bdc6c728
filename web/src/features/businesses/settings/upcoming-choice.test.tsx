import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { ada } from '../../../test/fixtures.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { harbourClinic, massageService } from '../businesses.fixture.ts';
import { BusinessSettingsPage } from './business-settings-page.tsx';

const id = harbourClinic._id;
const routes = [{ path: '/business/service/:id', element: <BusinessSettingsPage /> }];
const upcoming = {
  total: 3,
  bookings: [
    {
      _id: 'b1',
      start: '2026-12-02T15:00:00.000Z',
      start_date: '2026-12-02',
      start_time: 600,
      duration: 60,
      service: 'Deep Tissue Massage',
      customer: 'Cora Customer',
    },
  ],
};

function show(answers: Parameters<typeof stubApi>[0], tab: string) {
  // The toasts of the tests before may still be fading out.
  notifications.clean();
  setToken('t1');
  const api = stubApi({
    'GET /auth': { body: ada },
    [`GET /company/${id}`]: { body: harbourClinic },
    'GET /company/business?limit=50&page=1&search=': {
      body: { items: [harbourClinic], total: 1, page: 1, limit: 50 },
    },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderRoutes(routes, { at: `/business/service/${id}`, state: { tab } });
  return api;
}

describe('changes that touch appointments to come', () => {
  it('asks before deleting a booked service, lists the appointments, and sends the choice', async () => {
    const base = `/company/service/${massageService._id}`;
    const api = show(
      {
        [`DELETE ${base}`]: {
          status: 409,
          body: { errors: [{ msg: 'This service has appointments to come.' }], upcoming },
        },
        [`DELETE ${base}?upcoming=keep`]: {
          body: {
            msg: 'Service Removed. It takes no new bookings; its appointments to come stay booked.',
          },
        },
      },
      'services',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Deep Tissue Massage' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Appointments of Deep Tissue Massage',
    });
    const list = within(dialog).getByRole('list', { name: 'Appointments to come' });
    // On the business's clock (Toronto), with its zone named.
    expect(within(list).getByText(/Wed, Dec 2, 10:00 AM EST/)).toBeTruthy();
    expect(within(list).getByText(/Cora Customer/)).toBeTruthy();
    expect(within(dialog).getByText('and 2 more')).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Cancel all 3 and tell the customers' }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));

    expect(await screen.findByText(/its appointments to come stay booked/)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      base,
      `${base}?upcoming=keep`,
    ]);
  });

  it('asks before saving hours that leave appointments outside, and changes nothing on Go back', async () => {
    const api = show(
      {
        [`PUT /company/business/${id}`]: {
          status: 409,
          body: {
            errors: [{ msg: 'The new hours leave appointments to come outside opening time.' }],
            upcoming,
          },
        },
      },
      'business-hours',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Company Info' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Appointments outside the new hours',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);

    api.answer(`PUT /company/business/${id}`, { body: harbourClinic });
    await user.click(screen.getByRole('button', { name: 'Save Company Info' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect((await screen.findAllByText('Company Updated')).length).toBeGreaterThan(0);
  });

  it('sends cancel with the hours when the owner cancels them', async () => {
    const api = show(
      {
        [`PUT /company/business/${id}`]: {
          status: 409,
          body: {
            errors: [{ msg: 'The new hours leave appointments to come outside opening time.' }],
            upcoming,
          },
        },
      },
      'business-hours',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Company Info' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Appointments outside the new hours',
    });
    api.answer(`PUT /company/business/${id}`, { body: harbourClinic });
    await user.click(
      within(dialog).getByRole('button', { name: 'Cancel all 3 and tell the customers' }),
    );
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts[1].body).toMatchObject({ upcoming: 'cancel', Monday_open: true });
  });
});
