import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ada } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import {
  adaComment,
  BOOKING_ID,
  booking,
  OWNER_ID,
  ownerComment,
} from '../../../test/booking-fixtures.ts';
import { path, routes, signedIn, viewing, setUpEachTest } from './booking-page.fixture.tsx';

setUpEachTest();

describe('/bookings/:id: comments and cancelling', () => {
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

  it('offers the review card on a past visit only, its code loaded when it is shown', async () => {
    vi.setSystemTime(new Date('2026-12-05T12:00:00Z'));
    signedIn({
      ...viewing(),
      [`GET /reviews/booking/${BOOKING_ID}`]: { body: { review: null } },
    });
    renderRoutes(routes, { at: path });
    expect(
      await screen.findByRole('region', { name: 'Your review of Harbour Massage Clinic' }),
    ).toBeTruthy();
  });

  it('offers no review card before the visit', async () => {
    signedIn(viewing());
    renderRoutes(routes, { at: path });
    expect(await screen.findByText('Upcoming')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Your review of/ })).toBeNull();
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
    // The thread is kept to read, with no box to add to it.
    const comments = within(screen.getByRole('region', { name: 'Comments' }));
    expect(comments.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(
      comments.getByText('This appointment was cancelled, so no more comments can be added.'),
    ).toBeTruthy();
  });
});
