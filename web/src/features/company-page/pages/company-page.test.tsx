import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companiesKey } from '../../../lib/companies.ts';
import { setToken } from '../../../lib/session.ts';
import { ada } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { harbour, massage, slotsPath, slotsView } from '../company-page.fixture.ts';
import { CompanyPage } from './company-page.tsx';

const id = harbour._id;
const routes = [
  { path: '/company/:id', element: <CompanyPage /> },
  { path: '/share/company/:id', element: <CompanyPage /> },
  { path: '/login', element: <p>Login form</p> },
  { path: '/business/service/:id', element: <p>Business settings</p> },
];

type Answers = Parameters<typeof stubApi>[0];

/**
 * The booking panel asks for the slots of the first service booked online: none here. The given
 * answers stay the object the stub reads, so a test can still change an answer later.
 */
function withNoSlots(answers: Answers): Answers {
  answers[`GET ${slotsPath(massage)}`] ??= {
    body: { ...slotsView(massage, new Date()), days: [] },
  };
  return answers;
}

function visitor(answers: Answers = { [`GET /company/${id}`]: { body: harbour } }) {
  const api = stubApi(withNoSlots(answers));
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

function signedIn(answers: Answers, user = ada) {
  const api = stubApi(
    withNoSlots({
      'GET /auth': { body: user },
      [`GET /claim/me?company=${id}&limit=50`]: { body: [] },
      ...answers,
    }),
  );
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  return api;
}

const reactions = (likes: string[], notified: string[]) => ({
  body: {
    _id: id,
    likes: likes.map((user) => ({ user })),
    notified: notified.map((user) => ({ user })),
    likes_count: likes.length,
    notified_count: notified.length,
  },
});

beforeEach(() => {
  // Wednesday 11 June 2025, 12:00 in Toronto (16:00 UTC).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-11T16:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  // Toasts live in a store shared by every test: one left over would answer the next test.
  notifications.clean();
});

describe('/company/:id', () => {
  it('shows the business: name, description, address, phone 3-3-4 as a call link, services', async () => {
    visitor();
    renderRoutes(routes, { at: `/company/${id}` });

    expect(await screen.findByRole('heading', { level: 1, name: harbour.name })).toBeTruthy();
    expect(screen.getByText(harbour.description)).toBeTruthy();
    expect(screen.getByText('100 Queen St W, Toronto, ON M5H 2N2')).toBeTruthy();
    expect(screen.getByRole('link', { name: '416-555-0123' }).getAttribute('href')).toBe(
      'tel:4165550123',
    );

    const services = within(screen.getByRole('region', { name: 'Services' }));
    expect(services.getByText('Deep Tissue Massage')).toBeTruthy();
    expect(services.getByText('$95.50')).toBeTruthy();
    expect(services.getByText('60 minutes')).toBeTruthy();
    expect(services.getByText('Book online')).toBeTruthy();
    expect(services.getByText('$0.00')).toBeTruthy();
    expect(services.getByRole('link', { name: /Book on site/ }).getAttribute('href')).toBe(
      'https://harbour.example.com/book',
    );
  });

  it('reads in French: prices, durations, weekly hours in 24 hours and the reviews', async () => {
    await readIn('fr');
    visitor();
    renderRoutes(routes, { at: `/company/${id}` });

    expect(await screen.findByRole('heading', { level: 1, name: harbour.name })).toBeTruthy();
    const services = within(screen.getByRole('region', { name: 'Services' }));
    // Text queries read the no-break space before "$" (and inside "9 h 00") as a space.
    expect(services.getByText('95,50 $')).toBeTruthy();
    expect(services.getByText('0,00 $')).toBeTruthy();
    expect(services.getByText('60 minutes')).toBeTruthy();
    expect(services.getByText('Réserver en ligne')).toBeTruthy();
    const hours = within(screen.getByRole('region', { name: 'Heures d’ouverture' }));
    expect(hours.getByRole('rowheader', { name: 'Lundi' })).toBeTruthy();
    // Monday to Saturday, 9:00 to 17:00 in 24 hours.
    expect(hours.getAllByText('9 h 00 – 17 h 00')).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Prendre rendez-vous' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Avis' })).toBeTruthy();
  });

  it('reads in French: the open badge and the category’s French names', async () => {
    await readIn('fr');
    visitor();
    renderRoutes(routes, { at: `/company/${id}` });

    expect(await screen.findByRole('heading', { level: 1, name: harbour.name })).toBeTruthy();
    expect(screen.getByText('Ouvert')).toBeTruthy();
    expect(screen.getByText('Massothérapie · Massage des tissus profonds')).toBeTruthy();
  });

  it('sends a site booking without its own link to the business’s Calendly page', async () => {
    const calendly = {
      ...harbour,
      calendartype: 'calandly' as const,
      calendarurl: 'https://calendly.com/harbour',
      services: harbour.services.map((s) => ({ ...s, book_site_link: '' })),
    };
    visitor({ [`GET /company/${id}`]: { body: calendly } });
    renderRoutes(routes, { at: `/company/${id}` });
    const services = within(await screen.findByRole('region', { name: 'Services' }));
    expect(services.getByRole('link', { name: /Book on site/ }).getAttribute('href')).toBe(
      'https://calendly.com/harbour',
    );
  });

  it('shows the same page under the share address', async () => {
    visitor();
    renderRoutes(routes, { at: `/share/company/${id}` });
    expect(await screen.findByRole('heading', { level: 1, name: harbour.name })).toBeTruthy();
  });

  it('reads open or closed on the business clock, not the viewer’s', async () => {
    // 16:30 in Toronto, 20:30 UTC: open there, though past closing on a UTC clock.
    vi.setSystemTime(new Date('2025-06-11T20:30:00Z'));
    visitor();
    renderRoutes(routes, { at: `/company/${id}` });
    const today = within(await screen.findByRole('group', { name: 'Today’s hours' }));
    expect(today.getByText('Open')).toBeTruthy();
    expect(today.getByText('9:00 AM – 5:00 PM')).toBeTruthy();
  });

  it('says when it opens before opening time (decision 062)', async () => {
    vi.setSystemTime(new Date('2025-06-11T11:30:00Z')); // Wednesday 7:30 in Toronto
    visitor();
    renderRoutes(routes, { at: `/company/${id}` });
    const today = within(await screen.findByRole('group', { name: 'Today’s hours' }));
    // The viewer's clock (UTC in tests) reads differently, so the zone is named (decision 056).
    expect(today.getByText('Opens 9:00 AM EDT')).toBeTruthy();
    expect(today.getByText('Today 9:00 AM – 5:00 PM')).toBeTruthy();
  });

  it('says the next opening after closing time and on a closed day', async () => {
    vi.setSystemTime(new Date('2025-06-11T22:30:00Z')); // Wednesday 18:30 in Toronto
    visitor();
    const first = renderRoutes(routes, { at: `/company/${id}` });
    const today = within(await screen.findByRole('group', { name: 'Today’s hours' }));
    expect(today.getByText('Closed · Opens Tomorrow 9:00 AM EDT')).toBeTruthy();
    expect(today.getByText('Today 9:00 AM – 5:00 PM')).toBeTruthy();
    first.unmount();

    vi.setSystemTime(new Date('2025-06-16T02:00:00Z')); // Sunday 22:00 in Toronto, Monday in UTC
    renderRoutes(routes, { at: `/company/${id}` });
    const closed = await screen.findByRole('group', { name: 'Today’s hours' });
    expect(closed.textContent).toBe('Closed · Opens Tomorrow 9:00 AM EDT');
  });

  it('names the next opening after a closure, and just Closed when it never opens', async () => {
    vi.setSystemTime(new Date('2025-06-11T14:00:00Z')); // Wednesday 10:00 in Toronto
    const closures = [
      {
        _id: 'x1',
        from: '2025-06-11',
        to: '2025-06-13',
        reason: '',
        start_time: null,
        end_time: null,
      },
    ];
    visitor({ [`GET /company/${id}`]: { body: { ...harbour, closures } } });
    const first = renderRoutes(routes, { at: `/company/${id}` });
    const closed = await screen.findByRole('group', { name: 'Today’s hours' });
    expect(closed.textContent).toBe('Closed · Opens Sat 9:00 AM EDT');
    first.unmount();

    const never = Object.fromEntries(
      Object.entries(harbour.store_hours).map(([d, h]) => [d, { ...h, open: false }]),
    ) as typeof harbour.store_hours;
    visitor({ [`GET /company/${id}`]: { body: { ...harbour, store_hours: never } } });
    renderRoutes(routes, { at: `/company/${id}` });
    const shut = await screen.findByRole('group', { name: 'Today’s hours' });
    expect(shut.textContent).toBe('Closed');
  });

  it('shows a visitor no heart, no Notify Me! and no Edit Company, only Share (spec §2)', async () => {
    visitor();
    renderRoutes(routes, { at: `/company/${id}` });

    expect(await screen.findByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Like|Unlike)$/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit Company/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Notify Me!/ })).toBeNull();
  });

  it('lets a signed-in customer like, then ask to be notified', async () => {
    const { calls } = signedIn({
      [`GET /company/${id}`]: { body: harbour },
      [`PUT /company/like/${id}`]: reactions([ada._id], []),
      [`PUT /company/notify/${id}`]: reactions([ada._id], [ada._id]),
      [`PUT /company/unnotify/${id}`]: reactions([ada._id], []),
    });
    const { queryClient } = renderRoutes(routes, { at: `/company/${id}` });
    const liked = [...companiesKey, 'liked', 't1'];
    queryClient.setQueryData(liked, []);

    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: /Notify Me!/ })).toBeNull();

    await userEvent.click(like);

    expect(await screen.findByText('Company added to your favorites')).toBeTruthy();
    const unlike = screen.getByRole('button', { name: 'Unlike' });
    expect(unlike.getAttribute('aria-pressed')).toBe('true');
    expect(calls.some((c) => c.method === 'PUT' && c.path === `/company/like/${id}`)).toBe(true);
    // The favorites list is refetched the next time it is shown.
    expect(queryClient.getQueryState(liked)?.isInvalidated).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Notify Me!' }));

    expect(await screen.findByText('Notification setting turned on.')).toBeTruthy();
    const notifiedButton = screen.getByRole('button', { name: 'Notified' });
    expect(notifiedButton.getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(notifiedButton);

    expect(await screen.findByText('Notification setting turned off.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notify Me!' })).toBeTruthy();
  });

  it('asks for the business again once signed in, to show the viewer’s own like', async () => {
    const api = stubApi(
      withNoSlots({ 'GET /auth': { body: ada }, [`GET /company/${id}`]: { body: harbour } }),
    );
    // Only the signed-in caller's answer holds their like (decision 027).
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === `/api/company/${id}` && new Headers(init?.headers).has('x-auth-token')
        ? Promise.resolve(Response.json({ ...harbour, likes: [{ user: ada._id }], likes_count: 3 }))
        : api.fetchStub(input, init),
    );
    renderRoutes(routes, { at: `/company/${id}` });
    expect(await screen.findByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Like|Unlike)$/ })).toBeNull();

    act(() => setToken('t1'));

    expect(await screen.findByRole('button', { name: 'Unlike' })).toBeTruthy();
  });

  it('unlikes a liked business', async () => {
    signedIn({
      [`GET /company/${id}`]: { body: { ...harbour, likes: [{ user: ada._id }] } },
      [`PUT /company/unlike/${id}`]: reactions([], []),
    });
    renderRoutes(routes, { at: `/company/${id}` });

    await userEvent.click(await screen.findByRole('button', { name: 'Unlike' }));

    expect(await screen.findByText('Company no longer favorited')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Notify Me!|Notified/ })).toBeNull();
  });

  it('shows the owner Edit Company and no heart', async () => {
    signedIn({ [`GET /company/${id}`]: { body: { ...harbour, user: ada._id } } });
    renderRoutes(routes, { at: `/company/${id}` });

    const edit = await screen.findByRole('link', { name: /Edit Company/ });
    expect(edit.getAttribute('href')).toBe(`/business/service/${id}`);
    expect(screen.queryByRole('button', { name: /^(Like|Unlike)$/ })).toBeNull();
  });

  it('shows a platform admin Edit Company too', async () => {
    signedIn({ [`GET /company/${id}`]: { body: harbour } }, { ...ada, isAdmin: true });
    renderRoutes(routes, { at: `/company/${id}` });
    expect(await screen.findByRole('link', { name: /Edit Company/ })).toBeTruthy();
  });

  it('offers Claim on an unclaimed business', async () => {
    visitor({ [`GET /company/${id}`]: { body: { ...harbour, user: null, is_admin: true } } });
    renderRoutes(routes, { at: `/company/${id}` });
    expect(await screen.findByRole('button', { name: `Claim ${harbour.name}` })).toBeTruthy();
  });

  it('shows a claim the signed-in user filed as pending, asking only about this business', async () => {
    const unclaimed = { ...harbour, user: null, is_admin: true };
    const claim = { _id: 'k1', company: { _id: id }, user: { _id: ada._id }, is_transfered: false };
    const { calls } = signedIn({
      [`GET /company/${id}`]: { body: unclaimed },
      [`GET /claim/me?company=${id}&limit=50`]: { body: [claim] },
    });
    renderRoutes(routes, { at: `/company/${id}` });

    expect(
      await screen.findByRole('button', { name: `Claim pending for ${harbour.name}` }),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/claim/me')).map((c) => c.path)).toEqual([
      `/claim/me?company=${id}&limit=50`,
    ]);
  });

  it('copies the share link', async () => {
    visitor();
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', {
      value: { writeText },
      configurable: true,
    });
    renderRoutes(routes, { at: `/company/${id}` });

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Link Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/company/${id}`);
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    visitor();
    const user = userEvent.setup();
    Object.defineProperty(window.navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    renderRoutes(routes, { at: `/company/${id}` });

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    const field = (await screen.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/share/company/${id}`);
    expect(screen.queryByText('Link Copied')).toBeNull();
  });

  it('shows the not-found page for an unknown business', async () => {
    visitor({
      'GET /company/nope': { status: 404, body: { errors: [{ msg: 'Company not found' }] } },
    });
    renderRoutes(routes, { at: '/company/nope' });

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Sorry, this page does not exist')).toBeTruthy();
  });

  it('says when the business could not be loaded, and retries', async () => {
    const answers: Answers = { [`GET /company/${id}`]: { status: 500, body: {} } };
    visitor(answers);
    renderRoutes(routes, { at: `/company/${id}` });

    expect(await screen.findByText('This business could not be loaded')).toBeTruthy();
    answers[`GET /company/${id}`] = { body: harbour };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: harbour.name })).toBeTruthy();
  });

  it('shows a skeleton while the business loads', async () => {
    visitor();
    renderRoutes(routes, { at: `/company/${id}` });
    expect(screen.getByRole('status')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading the business')).toBeNull());
  });
});
