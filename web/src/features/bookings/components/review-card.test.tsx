import type { ReviewView } from '@slotmap/domain/reviews';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_ID, booking, COMPANY_ID, OWNER_ID } from '../../../test/booking-fixtures.ts';
import { ada } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import {
  type Answers,
  path,
  routes,
  setUpEachTest,
  signedIn,
  viewing,
} from '../pages/booking-page.fixture.tsx';

setUpEachTest();
beforeEach(() => {
  // 10 December 2026: the visit of 2 December has taken place.
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
});

const own = `/reviews/booking/${BOOKING_ID}`;
const REVIEW_ID = '0190a4c2-0000-7000-8000-000000000901';
const written: ReviewView = {
  _id: REVIEW_ID,
  company: COMPANY_ID,
  booking: BOOKING_ID,
  rating: 4,
  text: 'Firm and friendly.',
  author: 'Ada L.',
  mine: true,
  service: 'Deep Tissue Massage',
  visit_month: '2026-12',
  verified: true,
  reply: null,
  editable_until: '2026-12-18T12:00:00.000Z',
  date_created: '2026-12-04T12:00:00.000Z',
  date_updated: '2026-12-04T12:00:00.000Z',
};

const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

function show(answers: Answers, who = ada, body: unknown = booking) {
  const api = signedIn({ ...viewing(body), ...answers }, who);
  renderRoutes(routes, { at: path });
  return api;
}

/** Keyboard first: a star is chosen with Space, as a person without a mouse does. */
async function choose(region: ReturnType<typeof within>, stars: string) {
  region.getByRole('radio', { name: stars }).focus();
  await user.keyboard(' ');
}

const card = () => screen.findByRole('region', { name: 'Your review of Harbour Massage Clinic' });

describe('the review card of a booking', () => {
  it('lets the customer of an attended visit review it, and asks for the stars first', async () => {
    const api = show({
      [`GET ${own}`]: { body: { review: null } },
      'POST /reviews': { status: 201, body: written },
    });
    const region = within(await card());
    await region.findByRole('button', { name: 'Post review' });

    await user.type(region.getByRole('textbox', { name: 'Your review (optional)' }), 'Firm');
    await user.click(region.getByRole('button', { name: 'Post review' }));
    expect(region.getByText('Please choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await choose(region, '4 stars');
    expect(region.queryByText('Please choose a rating from 1 to 5 stars')).toBeNull();
    await user.type(
      region.getByRole('textbox', { name: 'Your review (optional)' }),
      ' and friendly.',
    );
    await user.click(region.getByRole('button', { name: 'Post review' }));

    expect(await screen.findByText('Thank you for your review')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      booking: BOOKING_ID,
      rating: 4,
      text: 'Firm and friendly.',
    });
    expect(await region.findByText('Firm and friendly.')).toBeTruthy();
    expect(region.getByLabelText('4 out of 5 stars')).toBeTruthy();
    expect(region.getByRole('button', { name: 'Edit review' })).toBeTruthy();
  });

  it('edits the review within 14 days of writing it', async () => {
    const api = show({
      [`GET ${own}`]: { body: { review: written } },
      [`PUT /reviews/${REVIEW_ID}`]: { body: { ...written, rating: 5, text: 'Even better.' } },
    });
    const region = within(await card());
    await user.click(await region.findByRole('button', { name: 'Edit review' }));
    const text = region.getByRole('textbox', { name: 'Your review (optional)' });
    expect((text as HTMLTextAreaElement).value).toBe('Firm and friendly.');
    expect((region.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);

    await choose(region, '5 stars');
    await user.clear(text);
    await user.type(text, 'Even better.');
    await user.click(region.getByRole('button', { name: 'Save review' }));

    expect(await screen.findByText('Review updated')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      rating: 5,
      text: 'Even better.',
    });
    expect(await region.findByText('Even better.')).toBeTruthy();
  });

  it('shows the reason the server refused a change, and keeps the form', async () => {
    show({
      [`GET ${own}`]: { body: { review: written } },
      [`PUT /reviews/${REVIEW_ID}`]: {
        status: 403,
        body: { errors: [{ msg: 'A review can be changed only within 14 days of writing it.' }] },
      },
    });
    const region = within(await card());
    await user.click(await region.findByRole('button', { name: 'Edit review' }));
    await user.click(region.getByRole('button', { name: 'Save review' }));

    expect(
      await screen.findByText('A review can be changed only within 14 days of writing it.'),
    ).toBeTruthy();
    expect(region.getByRole('button', { name: 'Save review' })).toBeTruthy();
  });

  it('shows the review and the owner’s reply, without editing, after 14 days', async () => {
    vi.setSystemTime(new Date('2026-12-19T12:00:00Z'));
    show({
      [`GET ${own}`]: {
        body: {
          review: { ...written, reply: { text: 'Thank you!', date: '2026-12-05T12:00:00.000Z' } },
        },
      },
    });
    const region = within(await card());

    expect(await region.findByText('Firm and friendly.')).toBeTruthy();
    expect(region.getByText('Reply from Harbour Massage Clinic')).toBeTruthy();
    expect(region.getByText('Thank you!')).toBeTruthy();
    expect(region.queryByRole('button', { name: 'Edit review' })).toBeNull();
  });

  it('says when the review could not be loaded, and tries again on request', async () => {
    const api = show({ [`GET ${own}`]: { status: 500, body: { errors: [] } } });
    const region = within(await card());
    expect(await region.findByText('Your review could not be loaded.')).toBeTruthy();

    api.answer(`GET ${own}`, { body: { review: written } });
    await user.click(region.getByRole('button', { name: 'Try again' }));

    expect(await region.findByText('Firm and friendly.')).toBeTruthy();
  });

  it('is shown to no one but the customer, and only after a visit that took place', async () => {
    const owner = { ...ada, _id: OWNER_ID, firstName: 'Grace' };
    const cases: { who: typeof ada; body: unknown; at?: string }[] = [
      // The business's owner looking at the same past visit.
      { who: owner, body: booking },
      // The customer before the visit.
      { who: ada, body: booking, at: '2026-11-01T12:00:00Z' },
      // The customer of a cancelled visit.
      { who: ada, body: { ...booking, cancelled_at: '2026-11-20T12:00:00.000Z' } },
    ];
    for (const { who, body, at } of cases) {
      if (at) vi.setSystemTime(new Date(at));
      const api = show({}, who, body);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Deep Tissue Massage' }),
      ).toBeTruthy();
      await waitFor(() => expect(api.calls.some((c) => c.path === path)).toBe(true));
      expect(screen.queryByRole('region', { name: /Your review/ })).toBeNull();
      expect(api.calls.some((c) => c.path.startsWith('/reviews'))).toBe(false);
      cleanup();
    }
  });
});
