import { notifications } from '@mantine/notifications';
import type { SlotsView } from '@slotmap/domain/booking-view';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { BOOKING_ID, booking, COMPANY_ID } from '../../../test/booking-fixtures.ts';
import { ada, harbourClinic } from '../../../test/fixtures.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { UpcomingAppointments } from './upcoming-appointments.tsx';

/** The times the booking may move to (its own is free to it). */
const SLOTS_PATH = `GET /bookings/${BOOKING_ID}/slots`;

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

function show(cutoffHours = 0) {
  const api = stubApi({
    'GET /auth': { body: ada },
    'GET /bookings/future': { body: [booking] },
    [`GET /company/${COMPANY_ID}`]: {
      body: { ...harbourClinic, _id: COMPANY_ID, change_cutoff_hours: cutoffHours },
    },
    [SLOTS_PATH]: { body: slots },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  renderRoutes([{ path: '/dashboard', element: <UpcomingAppointments /> }], { at: '/dashboard' });
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('/dashboard: rescheduling an upcoming appointment', () => {
  it('moves it from the row, and the row shows the new time', async () => {
    const api = show();
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem');
    await user.click(
      await within(row).findByRole('button', {
        name: 'Reschedule Deep Tissue Massage at Harbour Massage Clinic',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule appointment' }));
    await user.click(await dialog.findByRole('button', { name: '7:00 PM' }));
    const moved = {
      ...booking,
      start_time: 1140,
      start: '2026-12-03T00:00:00.000Z',
      end: '2026-12-03T01:00:00.000Z',
    };
    api.answer(`POST /bookings/${BOOKING_ID}/reschedule`, { body: moved });
    api.answer('GET /bookings/future', { body: [moved] });
    await user.click(dialog.getByRole('button', { name: 'Move appointment' }));

    expect(await screen.findByText('Appointment moved to Wed, Dec 2, 7:00 PM EST')).toBeTruthy();
    expect(
      await within(screen.getByRole('listitem')).findByText(
        'Wednesday, December 2, 2026, 7:00 PM – 8:00 PM EST',
      ),
    ).toBeTruthy();
  });

  it('shows the policy instead of the button inside the business’s cutoff', async () => {
    // Noon on the day: the appointment is 13 hours away, and changes close 24 hours before.
    vi.setSystemTime(new Date('2026-12-02T12:00:00Z'));
    show(24);
    const row = await screen.findByRole('listitem');
    expect(await within(row).findByText(/can no longer be changed online/)).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Reschedule/ })).toBeNull();
  });
});
