import type { BookingView, SlotsView } from '@slotmap/domain/booking-view';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BOOKING_ID, booking, COMPANY_ID, OWNER_ID } from '../../../test/booking-fixtures.ts';
import { ada, harbourClinic } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { path, routes, setUpEachTest, signedIn, viewing } from './booking-page.fixture.tsx';

setUpEachTest();

const owner = { ...ada, _id: OWNER_ID, firstName: 'Grace', lastName: 'Hopper' };
const company = { [`GET /company/${COMPANY_ID}`]: { body: { ...harbourClinic, _id: COMPANY_ID } } };
const slots: SlotsView = {
  service: booking.service._id as string,
  duration: 60,
  time_zone: 'America/Toronto',
  days: [
    {
      date: '2026-12-02',
      weekday: 'Wednesday',
      slots: [
        { start_time: 1140, start: Date.parse('2026-12-03T00:00:00Z'), unavailable: null },
        { start_time: 1200, start: Date.parse('2026-12-03T01:00:00Z'), unavailable: null },
      ],
    },
  ],
};

// Moved by the customer from Saturday 28 November, 10:00 AM Toronto, on 1 November.
const movedOnce: BookingView = {
  ...booking,
  moves: [
    {
      from_start: '2026-11-28T15:00:00.000Z',
      to_start: booking.start,
      from_date: '2026-11-28',
      from_time: 600,
      to_date: booking.start_date,
      to_time: booking.start_time,
      by: 'customer',
      at: '2026-11-01T10:00:00.000Z',
    },
  ],
};

describe('/bookings/:id: rescheduling and the move history', () => {
  it('shows each move, the old time named in the business’s zone, and who moved it', async () => {
    signedIn({ ...viewing(movedOnce), ...company });
    renderRoutes(routes, { at: path });

    const history = within(await screen.findByRole('region', { name: 'History' }));
    expect(history.getByText('Moved from Sat, Nov 28, 10:00 AM EST by the customer')).toBeTruthy();
    expect(history.getByText('Nov 1, 2026, 5:00 AM EST')).toBeTruthy();
  });

  it('shows no history for a booking never moved', async () => {
    signedIn({ ...viewing(), ...company });
    renderRoutes(routes, { at: path });
    await screen.findByRole('region', { name: 'Details' });
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
  });

  it('lets the owner move it; the page then shows the new time and the move', async () => {
    const api = signedIn(
      {
        ...viewing(),
        [`GET /bookings/${BOOKING_ID}/slots`]: { body: slots },
      },
      owner,
    );
    const user = userEvent.setup();
    renderRoutes(routes, { at: path });

    await user.click(await screen.findByRole('button', { name: /^Reschedule/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule appointment' }));
    await user.click(await dialog.findByRole('button', { name: '7:00 PM' }));
    const moved: BookingView = {
      ...booking,
      start_time: 1140,
      start: '2026-12-03T00:00:00.000Z',
      end: '2026-12-03T01:00:00.000Z',
      moves: [
        {
          from_start: booking.start,
          to_start: '2026-12-03T00:00:00.000Z',
          from_date: booking.start_date,
          from_time: booking.start_time,
          to_date: booking.start_date,
          to_time: 1140,
          by: 'business',
          at: '2026-11-01T12:00:00.000Z',
        },
      ],
    };
    api.answer(`POST /bookings/${BOOKING_ID}/reschedule`, { body: moved });
    api.answer(`GET ${path}`, { body: moved });
    await user.click(dialog.getByRole('button', { name: 'Move appointment' }));

    expect(await screen.findByText('Appointment moved to Wed, Dec 2, 7:00 PM EST')).toBeTruthy();
    const details = within(screen.getByRole('region', { name: 'Details' }));
    expect(await details.findByText('7:00 PM – 8:00 PM EST')).toBeTruthy();
    const history = within(await screen.findByRole('region', { name: 'History' }));
    expect(history.getByText('Moved from Wed, Dec 2, 8:00 PM EST by the business')).toBeTruthy();
    // The owner is never bound by the change policy: the business was not even asked for it.
    expect(api.calls.some((c) => c.path === `/company/${COMPANY_ID}`)).toBe(false);
  });

  it('tells a customer inside the change cutoff why and how to reach the business, with neither Reschedule nor Delete', async () => {
    // Tomorrow 10:00 AM Toronto, 27 hours away; the business closes changes 48 hours before.
    const soon: BookingView = {
      ...booking,
      start_date: '2026-11-02',
      start_time: 600,
      start: '2026-11-02T15:00:00.000Z',
      end: '2026-11-02T16:00:00.000Z',
    };
    signedIn({
      ...viewing(soon),
      [`GET /company/${COMPANY_ID}`]: {
        body: { ...harbourClinic, _id: COMPANY_ID, change_cutoff_hours: 48 },
      },
    });
    renderRoutes(routes, { at: path });

    expect(
      await screen.findByText(
        /This booking can no longer be changed online: changes close 48 hours before the start\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Reschedule/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Appointment' })).toBeNull();
  });
});
