import { notifications } from '@mantine/notifications';
import type { BookingView } from '@slotmap/domain/booking-view';
import { MSG_REPLY_REQUIRED, type ReviewView } from '@slotmap/domain/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../lib/session.ts';
import { booking, COMPANY_ID, OWNER_ID } from '../test/booking-fixtures.ts';
import { ada } from '../test/fixtures.ts';
import { screenMatches } from '../test/media.ts';
import { readIn } from '../test/language.ts';
import { renderElement, stubApi } from '../test/render.tsx';
import { AppointmentHistory } from './appointment-history.tsx';

const REVIEW_ID = '0190a4c2-0000-7000-8000-0000000000a1';
const owner = { ...ada, _id: OWNER_ID, firstName: 'Grace', lastName: 'Hopper' };

const review: ReviewView = {
  _id: REVIEW_ID,
  company: COMPANY_ID,
  booking: null,
  rating: 4,
  text: 'Firm and friendly. The room was a little cold.',
  author: 'Ada L.',
  mine: false,
  service: 'Deep Tissue Massage',
  visit_month: '2026-10',
  verified: true,
  reply: null,
  editable_until: '2026-11-15T12:00:00.000Z',
  date_created: '2026-11-01T12:00:00.000Z',
  date_updated: '2026-11-01T12:00:00.000Z',
};

/** An attended visit, reviewed. */
const reviewed: BookingView = {
  ...booking,
  _id: '0190a4c2-0000-7000-8000-0000000000f5',
  start_date: '2026-10-14',
  start_time: 540,
  start: '2026-10-14T13:00:00.000Z',
  end: '2026-10-14T14:00:00.000Z',
  review,
};
/** An attended visit nobody reviewed. */
const unreviewed: BookingView = {
  ...reviewed,
  _id: '0190a4c2-0000-7000-8000-0000000000f6',
  start_time: 660,
  start: '2026-10-14T15:00:00.000Z',
  end: '2026-10-14T16:00:00.000Z',
  review: null,
};
const answered: ReviewView = {
  ...review,
  reply: { text: 'Thank you, Ada! The heating is fixed.', date: '2026-11-02T12:00:00.000Z' },
};

const PAST = `GET /bookings/past/${COMPANY_ID}`;
const REPLY = `POST /reviews/${REVIEW_ID}/reply`;

function show(viewer = owner) {
  const api = stubApi({
    'GET /auth': { body: viewer },
    [`GET /bookings/future/${COMPANY_ID}`]: { body: [] },
    [PAST]: { body: [reviewed, unreviewed] },
    [REPLY]: { body: answered },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  renderElement(<AppointmentHistory companyId={COMPANY_ID} />);
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
});

describe("the business's appointment history: its visits' reviews", () => {
  it('shows the stars and lets the owner reply once, through the review API', async () => {
    const api = show();
    const history = within(await screen.findByRole('table', { name: 'Appointment History' }));
    expect(history.getByRole('columnheader', { name: 'Review' })).toBeTruthy();
    const [first, second] = history.getAllByRole('row').slice(1);
    expect(within(first).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    // A visit without a review shows nothing to answer.
    expect(within(second).queryByRole('img', { name: /stars/ })).toBeNull();
    expect(within(second).queryByRole('button', { name: /^Reply/ })).toBeNull();

    const user = userEvent.setup();
    // The owner is known once the account is read.
    await user.click(
      await within(first).findByRole('button', { name: 'Reply to Ada L.’s review' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Reply to a review' }));
    expect(dialog.getByText('Firm and friendly. The room was a little cold.')).toBeTruthy();

    // Empty: the shared schema's message, and nothing sent.
    await user.click(dialog.getByRole('button', { name: 'Post reply' }));
    expect(await dialog.findByText(MSG_REPLY_REQUIRED)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(
      dialog.getByRole('textbox', { name: 'Your public reply' }),
      '  Thank you, Ada! The heating is fixed.',
    );
    // The list is read again after the reply: the server now answers it with the reply.
    api.answer(PAST, { body: [{ ...reviewed, review: answered }, unreviewed] });
    await user.click(dialog.getByRole('button', { name: 'Post reply' }));

    expect(await screen.findByText('Reply posted')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/reviews/${REVIEW_ID}/reply`,
      body: { text: 'Thank you, Ada! The heating is fixed.' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reply to a review' })).toBeNull(),
    );
    // Replied once: no second Reply.
    const row = within(await screen.findByRole('table', { name: 'Appointment History' }));
    expect(await row.findByText('Replied')).toBeTruthy();
    expect(row.queryByRole('button', { name: /^Reply/ })).toBeNull();
  });

  it('says the server’s refusal in the dialog, and keeps what was written', async () => {
    const api = show();
    api.answer(REPLY, {
      status: 409,
      body: { errors: [{ msg: 'This review already has a reply.' }] },
    });
    const user = userEvent.setup();
    const history = within(await screen.findByRole('table', { name: 'Appointment History' }));
    await user.click(await history.findByRole('button', { name: 'Reply to Ada L.’s review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reply to a review' }));
    const box = dialog.getByRole('textbox', { name: 'Your public reply' });
    await user.type(box, 'Thanks!');
    await user.click(dialog.getByRole('button', { name: 'Post reply' }));
    expect(await dialog.findByText('This review already has a reply.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Thanks!');
  });

  it('shows an admin the stars but no Reply: only the owner answers', async () => {
    const api = show({ ...ada, isAdmin: true });
    const history = within(await screen.findByRole('table', { name: 'Appointment History' }));
    expect(history.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    // Once the account is read, still none.
    await waitFor(() => expect(api.calls.some((c) => c.path === '/auth')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(history.queryByRole('button', { name: /^Reply/ })).toBeNull();
  });

  it('reads in French: the stars, Reply, the dialog and the rule’s message', async () => {
    await readIn('fr');
    const api = show();
    const user = userEvent.setup();
    const history = within(
      await screen.findByRole('table', { name: 'Historique des rendez-vous' }),
    );
    expect(history.getByRole('columnheader', { name: 'Avis' })).toBeTruthy();
    expect(history.getByRole('img', { name: 'Note de 4 sur 5' })).toBeTruthy();

    await user.click(await history.findByRole('button', { name: 'Répondre à l’avis de Ada L.' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Répondre à un avis' }));
    expect(dialog.getByText('Visite vérifiée · Deep Tissue Massage')).toBeTruthy();
    // The review is shown as its author wrote it.
    expect(dialog.getByText('Firm and friendly. The room was a little cold.')).toBeTruthy();
    expect(
      dialog.getByText(/^Affichée sous l’avis sur la page de Harbour Massage Clinic\./),
    ).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Publier la réponse' }));
    expect(await dialog.findByText('Veuillez écrire une réponse')).toBeTruthy();

    await user.type(dialog.getByRole('textbox', { name: 'Votre réponse publique' }), 'Merci!');
    api.answer(PAST, { body: [{ ...reviewed, review: answered }, unreviewed] });
    await user.click(dialog.getByRole('button', { name: 'Publier la réponse' }));

    expect(await screen.findByText('Réponse publiée')).toBeTruthy();
    expect(await screen.findByText('Répondu')).toBeTruthy();
  });

  it('puts the stars and Reply on the phone’s cards too', async () => {
    screenMatches((query) => query.includes('max-width'));
    show();
    const history = within(await screen.findByRole('list', { name: 'Appointment History' }));
    const [first] = history.getAllByRole('listitem');
    expect(within(first).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(
      await within(first).findByRole('button', { name: 'Reply to Ada L.’s review' }),
    ).toBeTruthy();
  });
});
