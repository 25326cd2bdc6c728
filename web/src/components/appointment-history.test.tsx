import type { BookingView } from '@slotmap/domain/booking-view';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../lib/session.ts';
import {
  adaComment,
  booking,
  COMPANY_ID,
  closedBusinessBooking,
  departedCustomerBooking,
} from '../test/booking-fixtures.ts';
import { readIn } from '../test/language.ts';
import { holdCalls, renderElement, stubApi } from '../test/render.tsx';
import { AppointmentHistory } from './appointment-history.tsx';
import { screenMatches } from '../test/media.ts';

const companyId = COMPANY_ID;

// Wednesday 14 October 2026, 9:00 AM in Toronto; cancelled, with one comment, booked by Grace.
const cancelled: BookingView = {
  ...booking,
  _id: '0190a4c2-0000-7000-8000-0000000000f2',
  user: { ...booking.user, firstName: 'Grace', lastName: 'Hopper' },
  start_date: '2026-10-14',
  start_time: 540,
  start: '2026-10-14T13:00:00.000Z',
  end: '2026-10-14T14:00:00.000Z',
  comments: [adaComment],
  cancelled_at: '2026-10-10T12:00:00.000Z',
  cancel_reason: 'Feeling unwell',
};

interface Lists {
  future?: BookingView[];
  past?: BookingView[];
}

/** Renders the lists of the user, or of the business when a companyId is given. */
function show({ future = [booking], past = [cancelled] }: Lists = {}, business?: string) {
  const suffix = business ? `/${business}` : '';
  const pastPath = `/bookings/past${suffix}`;
  const cleared = () => calls.some((c) => c.method !== 'GET');
  const { fetchStub, calls } = stubApi({
    [`GET /bookings/future${suffix}`]: { body: future },
    // After a clear the server answers an empty history.
    [`GET ${pastPath}`]: {
      get body() {
        return cleared() ? [] : past;
      },
    },
    'DELETE /bookings': { body: { msg: 'Appointment History Cleared' } },
    [`POST /bookings/${companyId}`]: { body: { msg: 'Appointment History Cleared' } },
  });
  vi.stubGlobal('fetch', fetchStub);
  setToken('t1');
  renderElement(<AppointmentHistory companyId={business} />);
  const pastLoads = () => calls.filter((c) => c.method === 'GET' && c.path === pastPath).length;
  return { calls, pastLoads };
}

describe('AppointmentHistory', () => {
  it('shows each appointment with its time, links and comment count', async () => {
    show();

    const future = within(await screen.findByRole('table', { name: 'Future Appointments' }));
    expect(future.getByText('Wednesday, December 2, 2026')).toBeTruthy();
    expect(future.getByText('8:00 PM – 9:00 PM EST')).toBeTruthy();
    expect(future.getByRole('link', { name: 'Deep Tissue Massage' }).getAttribute('href')).toBe(
      `/company/${companyId}`,
    );
    expect(future.getByRole('link', { name: 'Harbour Massage Clinic' }).getAttribute('href')).toBe(
      `/bookings/${booking._id}`,
    );
    expect(future.getByRole('link', { name: '2 comments' }).getAttribute('href')).toBe(
      `/bookings/${booking._id}`,
    );
    expect(future.queryByText('Cancelled')).toBeNull();
    // The customer's own list does not name the customer.
    expect(future.queryByRole('columnheader', { name: 'Customer' })).toBeNull();

    const past = within(screen.getByRole('table', { name: 'Appointment History' }));
    expect(past.getByText('Wednesday, October 14, 2026')).toBeTruthy();
    expect(past.getByText('9:00 AM – 10:00 AM EDT')).toBeTruthy();
    expect(past.getByText('Cancelled')).toBeTruthy();
    expect(past.getByRole('link', { name: '1 comment' }).getAttribute('href')).toBe(
      `/bookings/${cancelled._id}`,
    );
  });

  it("names who booked in the business's lists", async () => {
    show({}, companyId);

    const past = within(await screen.findByRole('table', { name: 'Appointment History' }));
    expect(past.getByRole('columnheader', { name: 'Customer' })).toBeTruthy();
    expect(past.getByText('Grace Hopper')).toBeTruthy();
    const future = within(screen.getByRole('table', { name: 'Future Appointments' }));
    expect(future.getByText('Ada Lovelace')).toBeTruthy();
  });

  it('keeps a deleted business by its old name, linking only to the booking', async () => {
    show({ future: [], past: [closedBusinessBooking] });

    const past = within(await screen.findByRole('table', { name: 'Appointment History' }));
    expect(past.getByText('Deep Tissue Massage')).toBeTruthy();
    expect(past.queryByRole('link', { name: 'Deep Tissue Massage' })).toBeNull();
    expect(past.getByRole('link', { name: 'Harbour Massage Clinic' }).getAttribute('href')).toBe(
      `/bookings/${booking._id}`,
    );
    const hrefs = past.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs.every((h) => h?.startsWith('/bookings/'))).toBe(true);
  });

  it("names a customer who deleted the account 'Deleted user' in the business's lists", async () => {
    show({ future: [], past: [departedCustomerBooking] }, companyId);

    const past = within(await screen.findByRole('table', { name: 'Appointment History' }));
    expect(past.getByText('Deleted user')).toBeTruthy();
    expect(past.getByRole('link', { name: 'Deep Tissue Massage' }).getAttribute('href')).toBe(
      `/company/${companyId}`,
    );
  });

  it('says when there is nothing to show, and offers no Clear then', async () => {
    show({ future: [], past: [] });

    expect(await screen.findByText('No Future Appointments')).toBeTruthy();
    expect(await screen.findByText('No Appointment history')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('clears the history only after the confirmation, then reloads it', async () => {
    const { calls, pastLoads } = show();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(
      await screen.findByText('Are you sure you want to clear Appointment History ?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByText('Are you sure you want to clear Appointment History ?')).toBeNull(),
    );
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByRole('button', { name: 'Clear History' }));

    expect(await screen.findByText('Appointment History Cleared')).toBeTruthy();
    expect(await screen.findByText('No Appointment history')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE' && c.path === '/bookings')).toHaveLength(1);
    expect(pastLoads()).toBe(2);
    // Future appointments are not part of the history.
    expect(screen.getByRole('table', { name: 'Future Appointments' })).toBeTruthy();
  });

  it('tells of a cleared history even when the list has left the screen before the answer', async () => {
    const api = stubApi({
      'GET /bookings/future': { body: [] },
      'GET /bookings/past': { body: [cancelled] },
      'DELETE /bookings': { body: { msg: 'Appointment History Cleared' } },
    });
    const held = holdCalls(api.fetchStub, 'DELETE');
    vi.stubGlobal('fetch', held.fetch);
    const shown = vi.spyOn(notifications, 'show');
    setToken('t1');
    const view = renderElement(<AppointmentHistory />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByRole('button', { name: 'Clear History' }));
    await waitFor(() => expect(held.asked()).toBe(true));

    view.unmount();
    held.answer();

    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Appointment History Cleared' }),
      ),
    );
  });

  it("clears a business's history with POST /bookings/{companyId}", async () => {
    const { calls } = show({}, companyId);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByRole('button', { name: 'Clear History' }));

    expect(await screen.findByText('No Appointment history')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      expect.objectContaining({ method: 'POST', path: `/bookings/${companyId}` }),
    ]);
  });

  it('says so when a list cannot be loaded', async () => {
    const { fetchStub } = stubApi({
      'GET /bookings/future': { status: 500, body: { errors: [{ msg: 'Server Error' }] } },
      'GET /bookings/past': { body: [] },
    });
    vi.stubGlobal('fetch', fetchStub);
    setToken('t1');
    renderElement(<AppointmentHistory />);

    expect(
      await screen.findByText('The appointments could not be loaded. Please try again.'),
    ).toBeTruthy();
    expect(await screen.findByText('No Appointment history')).toBeTruthy();
  });

  it('reads in French: lists, columns, days and 24-hour times, counts and the clear dialog', async () => {
    await readIn('fr');
    show({}, companyId);
    const user = userEvent.setup();

    const future = within(await screen.findByRole('table', { name: 'Rendez-vous à venir' }));
    expect(future.getByRole('columnheader', { name: 'Date et heure' })).toBeTruthy();
    expect(future.getByRole('columnheader', { name: 'Entreprise' })).toBeTruthy();
    expect(future.getByRole('columnheader', { name: 'Client' })).toBeTruthy();
    expect(future.getByText('mercredi 2 décembre 2026')).toBeTruthy();
    expect(future.getByText('20 h 00 – 21 h 00 HNE')).toBeTruthy();
    expect(future.getByRole('link', { name: '2 commentaires' })).toBeTruthy();
    // Names and services are shown as they were written.
    expect(future.getByRole('link', { name: 'Deep Tissue Massage' })).toBeTruthy();

    const past = within(screen.getByRole('table', { name: 'Historique des rendez-vous' }));
    expect(past.getByText('Annulé')).toBeTruthy();
    expect(past.getByRole('link', { name: '1 commentaire' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Effacer l’historique des rendez-vous' }),
    );
    expect(
      dialog.getByText('Voulez-vous vraiment effacer l’historique des rendez-vous?'),
    ).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Effacer l’historique' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Annuler' }));
  });

  it('says so in French when there is nothing to show', async () => {
    await readIn('fr');
    show({ future: [], past: [] });

    expect(await screen.findByText('Aucun rendez-vous à venir')).toBeTruthy();
    expect(await screen.findByText('Aucun historique de rendez-vous')).toBeTruthy();
  });

  it('stacks the appointments as cards on a phone', async () => {
    screenMatches((query) => query.includes('max-width: 47.99em'));
    show();

    const cards = within(await screen.findByRole('list', { name: 'Future Appointments' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards.getAllByRole('listitem')).toHaveLength(1);
    expect(cards.getByRole('link', { name: 'Harbour Massage Clinic' })).toBeTruthy();
    expect(cards.getByRole('link', { name: '2 comments' })).toBeTruthy();
  });
});
