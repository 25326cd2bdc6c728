import type { BookingView, SlotsView } from '@slotmap/domain/booking-view';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session.ts';
import { readIn } from '../../test/language.ts';
import { BOOKING_ID, booking, COMPANY_ID, OWNER_ID } from '../../test/booking-fixtures.ts';
import { ada, harbourClinic } from '../../test/fixtures.ts';
import { holdCalls, renderElement, stubApi } from '../../test/render.tsx';
import { RescheduleAction } from './reschedule-action.tsx';

// 1 November 2026; the appointment is Wednesday 2 December at 8:00 PM in Toronto (the viewer: UTC).
const NOW = new Date('2026-11-01T12:00:00Z');
// The times this booking may move to: its own blocked time is free to it.
const SLOTS_PATH = `GET /bookings/${BOOKING_ID}/slots`;
const MOVE_PATH = `POST /bookings/${BOOKING_ID}/reschedule`;
const COMPANY_PATH = `GET /company/${COMPANY_ID}`;

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
        // The appointment itself (8 to 9 PM), and half an hour on, inside its own time: both free
        // to it, as the server answers a booking's own move.
        { start_time: 1200, start: Date.parse('2026-12-03T01:00:00Z'), unavailable: null },
        { start_time: 1230, start: Date.parse('2026-12-03T01:30:00Z'), unavailable: null },
      ],
    },
    {
      date: '2026-12-03',
      weekday: 'Thursday',
      slots: [
        { start_time: 840, start: Date.parse('2026-12-03T19:00:00Z'), unavailable: null },
        { start_time: 900, start: Date.parse('2026-12-03T20:00:00Z'), unavailable: 'booked' },
      ],
    },
  ],
};

const moved: BookingView = {
  ...booking,
  start_date: '2026-12-03',
  start_time: 840,
  start: '2026-12-03T19:00:00.000Z',
  end: '2026-12-03T20:00:00.000Z',
};

function setUp(answers: Parameters<typeof stubApi>[0], { userId = ada._id, now = NOW } = {}) {
  const api = stubApi({
    [COMPANY_PATH]: { body: { ...harbourClinic, _id: COMPANY_ID } },
    [SLOTS_PATH]: { body: slots },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  renderElement(<RescheduleAction booking={booking} userId={userId} now={now} />);
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Reschedule/ }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule appointment' }));
  return { user, dialog };
}

describe('Reschedule', () => {
  it('moves the appointment: current time marked, new time chosen, confirmed, toast', async () => {
    const api = setUp({ [MOVE_PATH]: { body: moved } });
    const { user, dialog } = await openDialog();

    // It opens on the appointment's own day, with its time marked and not choosable.
    const current = await dialog.findByRole('button', { name: '8:00 PM, current time' });
    expect((current as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.getByText(/Times are in Eastern Time/)).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Thu 3 December 2026' }));
    await user.click(dialog.getByRole('button', { name: '2:00 PM' }));
    expect(dialog.getByText('Move to Thu, Dec 3, 2:00 PM EST?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Move appointment' }));

    expect(await screen.findByText('Appointment moved to Thu, Dec 3, 2:00 PM EST')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      start_date: '2026-12-03',
      start_time: 840,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reschedule appointment' })).toBeNull(),
    );
  });

  it('offers a time inside the appointment’s own and moves it there', async () => {
    const later = { ...moved, start_date: '2026-12-02', start_time: 1230 };
    const api = setUp({ [MOVE_PATH]: { body: later } });
    const { user, dialog } = await openDialog();
    await user.click(await dialog.findByRole('button', { name: '8:30 PM' }));
    expect(dialog.getByText('Move to Wed, Dec 2, 8:30 PM EST?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Move appointment' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        start_date: '2026-12-02',
        start_time: 1230,
      }),
    );
    // The times came from the booking's own call, not the business page's.
    expect(api.calls.some((c) => c.path.startsWith(`/company/${COMPANY_ID}/slots`))).toBe(false);
  });

  it('goes back from the confirm step without moving anything', async () => {
    const api = setUp({});
    const { user, dialog } = await openDialog();
    await user.click(await dialog.findByRole('button', { name: '7:00 PM' }));
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(await dialog.findByRole('button', { name: '8:00 PM, current time' })).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says a taken time in the server’s words and reads the times again', async () => {
    const api = setUp({
      [MOVE_PATH]: {
        status: 409,
        body: { errors: [{ msg: 'This time has just been booked. Please choose another time.' }] },
      },
    });
    const { user, dialog } = await openDialog();
    await user.click(await dialog.findByRole('button', { name: '7:00 PM' }));
    await user.click(dialog.getByRole('button', { name: 'Move appointment' }));

    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain(
      'This time has just been booked. Please choose another time.',
    );
    // Back on the picker, nothing chosen, the times asked for again.
    expect(await dialog.findByRole('button', { name: '8:00 PM, current time' })).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.filter((c) => `${c.method} ${c.path}` === SLOTS_PATH)).toHaveLength(2),
    );
  });

  it('shows the change policy refusal inline, on the confirm step', async () => {
    const refusal =
      'This booking can no longer be changed online: changes close 24 hours before the start. Call Harbour Massage Clinic at 416-555-0123.';
    setUp({ [MOVE_PATH]: { status: 400, body: { errors: [{ msg: refusal }] } } });
    const { user, dialog } = await openDialog();
    await user.click(await dialog.findByRole('button', { name: '7:00 PM' }));
    await user.click(dialog.getByRole('button', { name: 'Move appointment' }));

    expect((await dialog.findByRole('alert')).textContent).toContain(refusal);
    expect(dialog.getByRole('button', { name: 'Move appointment' })).toBeTruthy();
  });

  it('says when there is no other time to move to', async () => {
    const onlyOwn: SlotsView = {
      ...slots,
      // Its own time is free to it, but it is where it already is.
      days: [{ ...slots.days[0], slots: [slots.days[0].slots[1]] }],
    };
    setUp({ [SLOTS_PATH]: { body: onlyOwn } });
    const { dialog } = await openDialog();
    expect(await dialog.findByText('No other times in the next 90 days')).toBeTruthy();
  });

  it('replaces the button with the policy sentence inside the cutoff, for the customer only', async () => {
    // Two hours before the start, at a business whose changes close 24 hours before.
    const late = new Date('2026-12-02T23:00:00Z');
    setUp(
      { [COMPANY_PATH]: { body: { ...harbourClinic, _id: COMPANY_ID, change_cutoff_hours: 24 } } },
      { now: late },
    );
    expect(
      await screen.findByText(
        'This booking can no longer be changed online: changes close 24 hours before the start. Call Harbour Massage Clinic at 416-555-0123.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Reschedule/ })).toBeNull();
  });

  it('keeps the button’s place while the policy is read, for no one to see or reach', async () => {
    const api = stubApi({ [COMPANY_PATH]: { body: { ...harbourClinic, _id: COMPANY_ID } } });
    const held = holdCalls(api.fetchStub, 'GET');
    vi.stubGlobal('fetch', held.fetch);
    setToken('t1');
    const view = renderElement(<RescheduleAction booking={booking} userId={ada._id} now={NOW} />);
    await waitFor(() => expect(held.asked()).toBe(true));

    const placeholder = view.container.querySelector('button');
    expect(placeholder?.style.visibility).toBe('hidden');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.tabIndex).toBe(-1);
    expect(screen.queryByRole('button', { name: /^Reschedule/ })).toBeNull();

    held.answer();
    const button = await screen.findByRole('button', { name: /^Reschedule/ });
    expect(button.style.visibility).toBe('');
    expect(view.container.querySelectorAll('button')).toHaveLength(1);
  });

  it('lets the owner move it inside the cutoff, without asking for the policy', async () => {
    const api = setUp({}, { userId: OWNER_ID, now: new Date('2026-12-02T23:00:00Z') });
    expect(await screen.findByRole('button', { name: /^Reschedule/ })).toBeTruthy();
    expect(api.calls.some((c) => `${c.method} ${c.path}` === COMPANY_PATH)).toBe(false);
  });

  it('offers nothing to someone who is neither the customer nor the owner', async () => {
    setUp({}, { userId: 'someone-else' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /^Reschedule/ })).toBeNull();
  });

  it('reads in French: the button, the dialog, the time on the business clock', async () => {
    await readIn('fr');
    setUp({});
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Déplacer Deep Tissue Massage chez Harbour Massage Clinic',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Déplacer le rendez-vous' }));
    expect(
      dialog.getByText(
        'Deep Tissue Massage chez Harbour Massage Clinic, actuellement le mer. 2 déc., 20 h 00 HNE. Choisissez une nouvelle heure.',
      ),
    ).toBeTruthy();
  });

  it('says in French which zone the times are in', async () => {
    await readIn('fr');
    setUp({});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Déplacer/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Déplacer le rendez-vous' }));
    expect(await dialog.findByText(/Heures affichées en heure de l’Est/)).toBeTruthy();
    expect(dialog.queryByText(/Times are in/)).toBeNull();
  });

  it('says the change policy in French inside the cutoff', async () => {
    await readIn('fr');
    setUp(
      { [COMPANY_PATH]: { body: { ...harbourClinic, _id: COMPANY_ID, change_cutoff_hours: 24 } } },
      { now: new Date('2026-12-02T23:00:00Z') },
    );
    expect(
      await screen.findByText(
        'Ce rendez-vous ne peut plus être modifié en ligne : les modifications se ferment 24 heures avant le début. Appelez Harbour Massage Clinic au 416-555-0123.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Déplacer/ })).toBeNull();
  });
});
