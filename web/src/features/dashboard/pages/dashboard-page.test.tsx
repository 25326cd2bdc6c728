import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { BOOKING_ID, booking, closedBusinessBooking } from '../../../test/booking-fixtures.ts';
import { ada, harbourClinic, queenStreetWest } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';

interface Lists {
  upcoming?: unknown[];
  liked?: unknown[];
  mine?: unknown[];
  waiting?: unknown[];
}

const waitingPath = `GET /waitlist/user/${ada._id}/companies`;

/** Ada signed in on /dashboard, with the three lists the sections read. */
function show({ upcoming = [], liked = [], mine = [], waiting = [] }: Lists = {}) {
  const api = stubApi({
    'GET /auth': { body: ada },
    [waitingPath]: { body: waiting, headers: { 'x-total-count': String(waiting.length) } },
    'GET /bookings/future': { body: upcoming },
    'GET /company/liked': { body: liked },
    'GET /company/mine': { body: mine },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  return renderRoutes(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/bookings/:id', element: <p>Booking page</p> },
    ],
    { at: '/dashboard' },
  );
}

const section = (name: string) => screen.findByRole('region', { name });

describe('/dashboard upcoming appointments', () => {
  it('shows when, the business, the service and the address, with map and call links', async () => {
    show({ upcoming: [booking] });

    const upcoming = await section('Upcoming Appointments');
    const row = await within(upcoming).findByRole('listitem');
    expect(
      within(row).getByText('Wednesday, December 2, 2026, 8:00 PM – 9:00 PM EST'),
    ).toBeTruthy();
    expect(within(row).getByText('Harbour Massage Clinic')).toBeTruthy();
    expect(within(row).getByText('Deep Tissue Massage')).toBeTruthy();
    expect(within(row).getByText('100 Queen St W')).toBeTruthy();
    expect(within(row).getByText('Toronto, ON M5H 2N2')).toBeTruthy();

    const map = within(row).getByRole('link', { name: /See map/ });
    expect(map.getAttribute('href')).toBe(
      `/find?lat=${queenStreetWest.lat}&lng=${queenStreetWest.lng}&zoom=13`,
    );
    const call = within(row).getByRole('link', { name: /416-555-0123/ });
    expect(call.textContent).toBe('416-555-0123');
    expect(call.getAttribute('href')).toBe('tel:4165550123');
  });

  it('opens the booking from the row, whose map and call links are not inside it', async () => {
    const { router } = show({ upcoming: [booking] });

    const open = await screen.findByRole('link', { name: /Harbour Massage Clinic.*Deep Tissue/ });
    expect(open.getAttribute('href')).toBe(`/bookings/${BOOKING_ID}`);
    expect(open.querySelector('a')).toBeNull();

    await userEvent.click(open);
    expect(await screen.findByText('Booking page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/bookings/${BOOKING_ID}`);
  });

  it('shows an appointment of a business that has closed by its name, with no map or call link', async () => {
    // Under way when the business was deleted: still upcoming, but nothing left to reach.
    show({ upcoming: [closedBusinessBooking] });

    const row = await within(await section('Upcoming Appointments')).findByRole('listitem');
    expect(within(row).getByText('Harbour Massage Clinic')).toBeTruthy();
    expect(within(row).getByText('Deep Tissue Massage')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([`/bookings/${BOOKING_ID}`]);
  });

  it('lists every upcoming appointment in the order the API gives, soonest first', async () => {
    const later = {
      ...booking,
      _id: 'b2',
      service: { ...booking.service, name: 'Hot Stone Massage' },
    };
    show({ upcoming: [booking, later] });

    const rows = await within(await section('Upcoming Appointments')).findAllByRole('listitem');
    expect(rows.map((r) => within(r).queryByText(/Massage$/)?.textContent)).toEqual([
      'Deep Tissue Massage',
      'Hot Stone Massage',
    ]);
  });

  it('says so when there is no upcoming appointment', async () => {
    show();
    expect(await screen.findByText('You have no upcoming appointments')).toBeTruthy();
  });

  it('keeps the rest of the page when the appointments cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /auth': { body: ada },
        'GET /bookings/future': { status: 500, body: { errors: [{ msg: 'Server error' }] } },
        'GET /company/liked': { body: [] },
        'GET /company/mine': { body: [harbourClinic] },
        [waitingPath]: { body: [] },
      }).fetchStub,
    );
    setToken('t1');
    renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], { at: '/dashboard' });

    expect(await screen.findByText('Your appointments could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('You have no upcoming appointments')).toBeNull();
    expect(await screen.findByText('Harbour Massage Clinic')).toBeTruthy();
  });
});

describe('/dashboard liked businesses', () => {
  it('is not shown when the user liked no business', async () => {
    show({ mine: [harbourClinic] });
    await screen.findByText('Harbour Massage Clinic');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Your Liked Businesses' })).toBeNull(),
    );
  });

  it('lists the liked businesses with a View button to each', async () => {
    show({ liked: [harbourClinic] });

    const liked = await section('Your Liked Businesses');
    expect(await within(liked).findByText('Harbour Massage Clinic')).toBeTruthy();
    expect(within(liked).getByRole('link', { name: /View/ }).getAttribute('href')).toBe(
      `/company/${harbourClinic._id}`,
    );
  });
});

describe('/dashboard your businesses', () => {
  it('gives each business a Services button and the page a Business Manager button', async () => {
    show({ mine: [harbourClinic] });

    const mine = await section('Your Businesses');
    expect(await within(mine).findByText('Harbour Massage Clinic')).toBeTruthy();
    expect(
      within(mine)
        .getByRole('link', { name: /Services/ })
        .getAttribute('href'),
    ).toBe(`/business/service/${harbourClinic._id}`);
    expect(within(mine).getByRole('link', { name: 'Business Manager' }).getAttribute('href')).toBe(
      '/admin',
    );
  });

  it('shows the first 10 businesses without pagination', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...harbourClinic,
      _id: `c${i}`,
      name: `Clinic ${i}`,
    }));
    // The server answers one page of 10 (decision 027).
    show({ mine: many.slice(0, 10) });

    const mine = await section('Your Businesses');
    expect(await within(mine).findByText('Clinic 9')).toBeTruthy();
    expect(within(mine).getAllByRole('listitem')).toHaveLength(10);
    expect(within(mine).queryByText('Clinic 10')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says No Data Found when the user runs no business, and still links to /admin', async () => {
    show();
    const mine = await section('Your Businesses');
    expect(await within(mine).findByText('No Data Found')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'Business Manager' })).toBeTruthy();
  });
});

describe('/dashboard while the lists load', () => {
  it('shows placeholders, not the empty texts', async () => {
    const api = stubApi({ 'GET /auth': { body: ada } });
    // Every list stays in flight; only the user answers.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/auth' ? api.fetchStub(input, init) : new Promise(() => {}),
    );
    setToken('t1');
    renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], { at: '/dashboard' });

    expect(
      await screen.findByRole('status', { name: 'Loading upcoming appointments' }),
    ).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your businesses' })).toBeTruthy();
    expect(screen.queryByText('You have no upcoming appointments')).toBeNull();
    expect(screen.queryByText('No Data Found')).toBeNull();
  });
});

describe('/dashboard tour', () => {
  it('marks each section for the guided tour', async () => {
    const { container } = show({ upcoming: [booking], liked: [harbourClinic] });
    await screen.findAllByText('Harbour Massage Clinic');
    for (const name of ['dashboard-appointments', 'dashboard-liked', 'dashboard-businesses']) {
      expect(container.querySelector(`[data-tour="${name}"]`)).not.toBeNull();
    }
  });
});

describe('/dashboard waitlists', () => {
  const waitingAtHarbour = {
    company: {
      _id: harbourClinic._id,
      name: 'Harbour Massage Clinic',
      city: 'Toronto',
      province: 'ON',
    },
    duration: '2 Weeks',
    preferences: { notifyByText: false, notifyByEmail: true },
    entries: [
      { _id: 'e2', day: 'Wednesday', period: 'evening', expiresAt: '2026-12-15T14:00:00.000Z' },
      { _id: 'e1', day: 'Monday', period: 'morning', expiresAt: '2026-12-15T14:00:00.000Z' },
    ],
  };

  it('lists each business waited for with its times and an Edit button', async () => {
    show({ waiting: [waitingAtHarbour] });
    const waitlists = await section('Your Waitlists');
    const card = await within(waitlists).findByRole('listitem');
    expect(
      within(card).getByRole('link', { name: 'Harbour Massage Clinic' }).getAttribute('href'),
    ).toBe(`/company/${harbourClinic._id}`);
    expect(within(card).getByText('Mon morning, Wed evening')).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Edit waitlist for Harbour Massage Clinic' }),
    ).toBeTruthy();
    expect(
      within(waitlists).getByRole('link', { name: 'Waitlist Manager' }).getAttribute('href'),
    ).toBe('/account#waitlist-manager');
  });

  it('says No waitlists found when the user waits for nothing', async () => {
    show();
    const waitlists = await section('Your Waitlists');
    expect(await within(waitlists).findByText('No waitlists found')).toBeTruthy();
  });
});

describe('/dashboard in French', () => {
  it('greets, titles the tab and names its sections in French, with French times', async () => {
    await readIn('fr');
    show({ upcoming: [booking], mine: [harbourClinic] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonjour, Ada Lovelace' }),
    ).toBeTruthy();
    expect(document.title).toBe('Tableau de bord | Slotmap');
    expect(screen.getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe('/account');
    // Today's date as fr-CA writes it: the weekday and month in lower case.
    const today = new Intl.DateTimeFormat('fr-CA', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date());
    expect(screen.getByText(today)).toBeTruthy();

    const upcoming = await section('Rendez-vous à venir');
    const row = await within(upcoming).findByRole('listitem');
    // 24-hour French times on the business's clock, kept whole by no-break spaces.
    const when = within(row).getByText('mercredi 2 décembre 2026, 20 h 00 – 21 h 00 HNE');
    expect(when.textContent).toBe(
      'mercredi 2 décembre 2026, 20\u00a0h\u00a000 – 21\u00a0h\u00a000\u00a0HNE',
    );
    expect(
      within(row).getByRole('link', { name: /Voir la carte pour Harbour Massage Clinic/ }),
    ).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Appeler Harbour Massage Clinic au 416-555-0123' }),
    ).toBeTruthy();

    const mine = await section('Vos entreprises');
    expect(await within(mine).findByText('Harbour Massage Clinic')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'Gestion d’entreprise' })).toBeTruthy();
    expect(within(mine).getByRole('list', { name: 'Vos entreprises' })).toBeTruthy();

    const waitlists = await section('Vos listes d’attente');
    expect(await within(waitlists).findByText('Aucune liste d’attente')).toBeTruthy();
    expect(within(waitlists).getByRole('link', { name: 'Gérer les listes' })).toBeTruthy();
  });

  it('says in French that there is nothing to come, and that a list could not be loaded', async () => {
    await readIn('fr');
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /auth': { body: ada },
        'GET /bookings/future': { body: [] },
        'GET /company/liked': { body: [] },
        'GET /company/mine': { status: 500, body: { errors: [{ msg: 'Server error' }] } },
        [waitingPath]: { body: [] },
      }).fetchStub,
    );
    setToken('t1');
    renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], { at: '/dashboard' });

    expect(await screen.findByText('Vous n’avez aucun rendez-vous à venir')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Trouver des lieux près de vous' }).getAttribute('href'),
    ).toBe('/find');
    expect(await screen.findByText('Vos entreprises n’ont pas pu être chargées.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
