import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { ada } from '../../../test/fixtures.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { adaComment, BOOKING_ID, booking, OWNER_ID, ownerComment } from '../fixtures.ts';
import { BookingPage } from './booking-page.tsx';

const path = `/bookings/${BOOKING_ID}`;
const routes = [
  { path: '/bookings/:id', element: <BookingPage /> },
  { path: '/dashboard', element: <p>Dashboard</p> },
  { path: '/messages', element: <p>Notifications</p> },
  { path: '/previous', element: <p>Previous page</p> },
];

type Answers = Parameters<typeof stubApi>[0];

/** Ada signed in; uploads (multipart, not JSON) answer with the address of the stored image. */
function signedIn(answers: Answers, user = ada) {
  const api = stubApi({ 'GET /auth': { body: user }, ...answers });
  const uploads: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/uploads' && init?.body instanceof FormData) {
      const file = init.body.get('file') as File;
      const url = `/api/uploads/${file.name}`;
      uploads.push(url);
      return Promise.resolve(
        Response.json({ _id: 'u1', url, contentType: file.type, size: file.size }, { status: 201 }),
      );
    }
    return api.fetchStub(input, init);
  });
  setToken('t1');
  return { ...api, uploads };
}

const viewing = (body: unknown = booking): Answers => ({ [`GET ${path}`]: { body } });

beforeEach(() => {
  // 1 November 2026: the appointment is a month ahead.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  // Toasts live in a store shared by every test: one left over would answer the next test.
  notifications.clean();
});

describe('/bookings/:id', () => {
  it('shows the service, business, date and time on the business clock, and the customer', async () => {
    signedIn(viewing());
    renderRoutes(routes, { at: path });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deep Tissue Massage' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Harbour Massage Clinic' }).getAttribute('href')).toBe(
      `/company/${booking.company._id}`,
    );
    expect(screen.getByText('Upcoming')).toBeTruthy();

    const details = within(screen.getByRole('region', { name: 'Details' }));
    // Thursday 3 December in UTC, but the business is in Toronto.
    expect(details.getByText('Wednesday, December 2, 2026')).toBeTruthy();
    expect(details.getByText('8:00 PM – 9:00 PM')).toBeTruthy();
    expect(details.getByText('60 minutes')).toBeTruthy();
    expect(details.getByText('Ada Lovelace')).toBeTruthy();
    expect(details.getByRole('link', { name: '416-555-0199' }).getAttribute('href')).toBe(
      'tel:4165550199',
    );
    expect(details.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );
    expect(details.getByText('First visit.')).toBeTruthy();

    const location = within(screen.getByRole('region', { name: 'Location' }));
    expect(location.getByText('100 Queen St W')).toBeTruthy();
    expect(location.getByText('Toronto, ON M5H 2N2')).toBeTruthy();
    expect(location.getByRole('link', { name: 'See on map' }).getAttribute('href')).toBe(
      '/find?lat=43.6525&lng=-79.3839&zoom=13',
    );
  });

  it('shows the intake answers, checkbox lists joined and files as thumbnails', async () => {
    signedIn(viewing());
    renderRoutes(routes, { at: path });

    const intake = within(await screen.findByRole('region', { name: 'Intake answers' }));
    expect(intake.getByText('Almond oil')).toBeTruthy();
    expect(intake.getByText('Neck, Lower back')).toBeTruthy();
    const file = intake.getByRole('link', { name: 'Referral letter 1 (opens in a new tab)' });
    expect(file.getAttribute('href')).toBe('/api/uploads/referral.png');
    expect(file.getAttribute('target')).toBe('_blank');
    expect(file.querySelector('img')?.getAttribute('src')).toBe('/api/uploads/referral.png');
  });

  it('shows the thread: names, initials without an avatar, attachments', async () => {
    signedIn(viewing());
    renderRoutes(routes, { at: path });

    const comments = within(await screen.findByRole('region', { name: 'Comments' }));
    const [first, second] = comments.getAllByRole('listitem');
    expect(within(first).getByText(adaComment.text)).toBeTruthy();
    expect(within(second).getByText('Grace Hopper')).toBeTruthy();
    expect(within(second).getByText('GH')).toBeTruthy();
    expect(
      within(second)
        .getByRole('link', { name: 'Attachment 1 (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('/api/uploads/side-door.png');
  });

  it('adds a comment with an image, then clears the box', async () => {
    const added = {
      ...adaComment,
      _id: 'c3',
      text: 'See you then',
      attachments: ['/api/uploads/map.png'],
    };
    const { calls } = signedIn({
      ...viewing(),
      [`POST /bookings/comment/${BOOKING_ID}`]: {
        status: 201,
        body: { ...booking, comments: [...booking.comments, added] },
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { at: path });

    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await user.type(box, 'See you then');
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(picker, new File(['png'], 'map.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Attached image 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Booking Comment Added')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST' && c.path.startsWith('/bookings/comment/'));
    expect(sent?.body).toEqual({ text: 'See you then', UploadImage: ['/api/uploads/map.png'] });
    const comments = within(screen.getByRole('region', { name: 'Comments' }));
    expect(comments.getAllByRole('listitem')).toHaveLength(3);
    expect(comments.getByText('See you then')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('img', { name: 'Attached image 1' })).toBeNull();
  });

  it('sends no empty comment and says why', async () => {
    const { calls } = signedIn(viewing());
    const user = userEvent.setup();
    renderRoutes(routes, { at: path });

    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Comment text is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal of a comment', async () => {
    signedIn({
      ...viewing(),
      [`POST /bookings/comment/${BOOKING_ID}`]: {
        status: 400,
        body: { errors: [{ msg: 'Attachments must be images uploaded here' }] },
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { at: path });

    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Attachments must be images uploaded here')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement).value,
    ).toBe('Hello');
  });

  it('lets the author remove their own comment and nobody else’s', async () => {
    const { calls } = signedIn({
      ...viewing(),
      [`DELETE /bookings/comment/${BOOKING_ID}/${adaComment._id}`]: {
        body: { ...booking, comments: [ownerComment] },
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { at: path });

    const comments = within(await screen.findByRole('region', { name: 'Comments' }));
    const [mine, theirs] = comments.getAllByRole('listitem');
    expect(within(theirs).queryByRole('button', { name: 'Remove comment' })).toBeNull();

    await user.click(within(mine).getByRole('button', { name: 'Remove comment' }));

    expect(await screen.findByText('Booking Comment Removed')).toBeTruthy();
    expect(comments.queryByText(adaComment.text)).toBeNull();
    expect(comments.getAllByRole('listitem')).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('deletes the appointment only with a reason, then goes to the dashboard', async () => {
    const { calls } = signedIn({
      ...viewing(),
      [`DELETE ${path}`]: { body: { msg: 'Booking Canceled' } },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { at: path });

    await user.click(await screen.findByRole('button', { name: 'Delete Appointment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Appointment' }));
    await user.click(dialog.getByRole('button', { name: 'Delete Appointment' }));

    expect(await dialog.findByText('Please enter the reason')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.type(dialog.getByPlaceholderText('Please enter the reason'), 'I am ill');
    await user.click(dialog.getByRole('button', { name: 'Delete Appointment' }));

    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(screen.getByText('Booking Canceled')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    const sent = calls.find((c) => c.method === 'DELETE');
    expect(sent?.path).toBe(path);
    expect(sent?.body).toEqual({ reason: 'I am ill' });
  });

  it('offers the business owner Delete Appointment too', async () => {
    signedIn(viewing(), { ...ada, _id: OWNER_ID, firstName: 'Grace', lastName: 'Hopper' });
    renderRoutes(routes, { at: path });
    expect(await screen.findByRole('button', { name: 'Delete Appointment' })).toBeTruthy();
  });

  it('lets an admin read, but neither cancel nor comment', async () => {
    signedIn(viewing(), { ...ada, _id: '0190a4c2-0000-7000-8000-0000000000ad', isAdmin: true });
    renderRoutes(routes, { at: path });

    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Appointment' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove comment' })).toBeNull();
  });

  it('offers no Delete Appointment once the appointment has passed', async () => {
    vi.setSystemTime(new Date('2026-12-05T12:00:00Z'));
    signedIn(viewing());
    renderRoutes(routes, { at: path });

    expect(await screen.findByText('Past')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Appointment' })).toBeNull();
    // The thread stays open after the appointment.
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toBeTruthy();
  });

  it('shows a cancelled appointment with its reason and no Delete Appointment', async () => {
    signedIn(
      viewing({
        ...booking,
        cancelled_at: '2026-11-02T12:00:00.000Z',
        cancel_reason: 'The clinic is closed for repairs.',
      }),
    );
    renderRoutes(routes, { at: path });

    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('The clinic is closed for repairs.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Appointment' })).toBeNull();
  });

  it('says Booking not found and goes back to the page before', async () => {
    signedIn({
      [`GET ${path}`]: { status: 404, body: { errors: [{ msg: 'Booking not found' }] } },
    });
    const { router } = renderRoutes(routes, { at: '/previous' });
    await router.navigate(path);

    expect(await screen.findByText('Previous page')).toBeTruthy();
    expect(await screen.findByText('Booking not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/previous');
  });

  it('goes to the dashboard when a booking that cannot load was opened directly', async () => {
    signedIn({ [`GET ${path}`]: { status: 500, body: {} } });
    const { router } = renderRoutes(routes, { at: path });

    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(screen.getByText('Booking not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('goes back to the notifications when opened from one', async () => {
    signedIn({
      [`GET ${path}`]: { status: 404, body: { errors: [{ msg: 'Booking not found' }] } },
    });
    renderRoutes(routes, { at: path, state: { fromNotification: true } });
    expect(await screen.findByText('Notifications')).toBeTruthy();
    expect(screen.getByText('Booking not found')).toBeTruthy();
  });

  it('has a back button to the notifications after opening one', async () => {
    signedIn(viewing());
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { at: path, state: { fromNotification: true } });

    await user.click(await screen.findByRole('button', { name: 'Back to notifications' }));

    expect(await screen.findByText('Notifications')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/messages');
  });

  it('has a back button to the page before otherwise', async () => {
    signedIn(viewing());
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { at: '/previous' });
    await router.navigate(path);

    await user.click(await screen.findByRole('button', { name: 'Back' }));

    expect(await screen.findByText('Previous page')).toBeTruthy();
  });

  it('shows a skeleton while the booking loads', async () => {
    signedIn(viewing());
    renderRoutes(routes, { at: path });
    expect(screen.getByRole('status')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading the booking')).toBeNull());
  });
});
