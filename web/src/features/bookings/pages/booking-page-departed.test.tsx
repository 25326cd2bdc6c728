import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ada } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import {
  closedBusinessBooking,
  departedCustomerBooking,
  OWNER_ID,
} from '../../../test/booking-fixtures.ts';
import { path, routes, signedIn, viewing, setUpEachTest } from './booking-page.fixture.tsx';

setUpEachTest();

const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');

describe('/bookings/:id after one side has left Slotmap', () => {
  it('shows a deleted business by the name it had, with no page, map or contact to offer', async () => {
    signedIn(
      viewing({
        ...closedBusinessBooking,
        cancelled_at: '2026-11-02T12:00:00.000Z',
        cancel_reason: 'The business has closed on Slotmap',
      }),
    );
    renderRoutes(routes, { at: path });

    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('The business has closed on Slotmap')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Harbour Massage Clinic/ })).toBeNull();
    expect(screen.getByText('(no longer on Slotmap)')).toBeTruthy();

    const location = within(screen.getByRole('region', { name: 'Location' }));
    expect(location.getByText('Harbour Massage Clinic')).toBeTruthy();
    expect(location.getByText('This business is no longer on Slotmap.')).toBeTruthy();
    expect(location.queryByRole('link')).toBeNull();
    // The date is still read on the business's clock, from the zone the booking kept.
    const details = within(screen.getByRole('region', { name: 'Details' }));
    expect(details.getByText('Wednesday, December 2, 2026')).toBeTruthy();
    expect(hrefs().filter((h) => h.includes('null') || h.startsWith('/company/'))).toEqual([]);
  });

  it('lets the customer still comment on it', async () => {
    signedIn(viewing(closedBusinessBooking));
    renderRoutes(routes, { at: path });

    expect(await screen.findByRole('textbox', { name: 'Add a comment' })).toBeTruthy();
  });

  it("shows the business a customer who deleted the account as 'Deleted user', with no contact", async () => {
    signedIn(viewing(departedCustomerBooking), {
      ...ada,
      _id: OWNER_ID,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    renderRoutes(routes, { at: path });

    const details = within(await screen.findByRole('region', { name: 'Details' }));
    expect(details.getByText('Deleted user')).toBeTruthy();
    expect(details.queryByText('Phone')).toBeNull();
    expect(details.queryByText('E-mail')).toBeNull();
    expect(details.queryByRole('link')).toBeNull();
    const thread = within(screen.getByRole('region', { name: /Comments/ }));
    expect(thread.getByText('Deleted user')).toBeTruthy();
    expect(thread.getByText('Could we use the side entrance?')).toBeTruthy();
    // Only the owner's own comment can be removed by them.
    expect(thread.getAllByRole('button', { name: 'Remove comment' })).toHaveLength(1);
  });
});
