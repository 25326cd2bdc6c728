import { notifications } from '@mantine/notifications';
import type { ReviewView } from '@slotmap/domain/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../lib/auth.ts';
import { setToken } from '../../../lib/session.ts';
import { ada, harbourClinic } from '../../../test/fixtures.ts';
import { renderElement, stubApi } from '../../../test/render.tsx';
import { CompanyReviews } from './company-reviews.tsx';

const owner: User = { ...ada, _id: '0190a4c2-0000-7000-8000-0000000000b7', firstName: 'Grace' };
const admin: User = { ...ada, _id: '0190a4c2-0000-7000-8000-0000000000a1', isAdmin: true };
const company = {
  ...harbourClinic,
  user: owner._id,
  rating: { average: 4.5, count: 7 },
};
const listPath = (page: number) => `/company/${company._id}/reviews?page=${page}&limit=5`;

function review(n: number, extra: Partial<ReviewView> = {}): ReviewView {
  return {
    _id: `0190a4c2-0000-7000-8000-00000000090${n}`,
    company: company._id,
    booking: null,
    rating: 5,
    text: `Review number ${n}`,
    author: 'Cora W.',
    mine: false,
    service: 'Deep Tissue Massage',
    visit_month: '2026-11',
    verified: true,
    reply: null,
    editable_until: '2026-12-15T12:00:00.000Z',
    date_created: '2026-12-01T12:00:00.000Z',
    date_updated: '2026-12-01T12:00:00.000Z',
    ...extra,
  };
}

const page = (items: ReviewView[], n = 1, total = items.length) => ({
  body: { items, total, page: n, limit: 5 },
});

function show(answers: Parameters<typeof stubApi>[0], user?: User) {
  const api = stubApi(user ? { 'GET /auth': { body: user }, ...answers } : answers);
  vi.stubGlobal('fetch', api.fetchStub);
  if (user) setToken('t1');
  renderElement(<CompanyReviews company={company} />);
  return api;
}

const user = userEvent.setup();
const articles = () => screen.getAllByRole('article');

afterEach(() => notifications.clean());

describe('the reviews on a business page', () => {
  it('shows the average and count, then each review as the server orders them, newest first', async () => {
    show({
      [`GET ${listPath(1)}`]: page([
        review(1, { rating: 4, author: 'Bea K.', text: 'Newest', visit_month: '2026-12' }),
        review(2, { rating: 5, author: 'Cora W.', text: 'Older', service: 'Hot Stone' }),
      ]),
    });

    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(within(section).getByTestId('rating-summary').textContent).toBe(
      '4.5 out of 5 · 7 reviews',
    );
    await screen.findByText('Newest');
    const [first, second] = articles();
    expect(first.getAttribute('aria-label')).toBe('Review by Bea K.');
    expect(within(first).getByText(/^Verified visit ·/).textContent).toBe(
      'Verified visit · Deep Tissue Massage · December 2026',
    );
    expect(within(first).getByLabelText('4 out of 5 stars')).toBeTruthy();
    expect(second.getAttribute('aria-label')).toBe('Review by Cora W.');
    expect(within(second).getByText(/^Verified visit ·/).textContent).toBe(
      'Verified visit · Hot Stone · November 2026',
    );
    // A visitor signed out neither replies nor hides.
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide review' })).toBeNull();
  });

  it('shows the owner’s reply under its review', async () => {
    show({
      [`GET ${listPath(1)}`]: page([
        review(1, { reply: { text: 'Thank you, Cora!', date: '2026-12-02T12:00:00.000Z' } }),
      ]),
    });

    const item = await screen.findByRole('article', { name: 'Review by Cora W.' });
    expect(within(item).getByText('Reply from Harbour Massage Clinic')).toBeTruthy();
    expect(within(item).getByText('Thank you, Cora!')).toBeTruthy();
  });

  it('pages through the reviews five at a time', async () => {
    const { calls } = show({
      [`GET ${listPath(1)}`]: page(
        [1, 2, 3, 4, 5].map((n) => review(n)),
        1,
        7,
      ),
      [`GET ${listPath(2)}`]: page([review(6), review(7)], 2, 7),
    });
    await screen.findByText('Review number 1');
    expect(articles()).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    await screen.findByText('Review number 6');
    expect(articles()).toHaveLength(2);
    expect(screen.queryByText('Review number 1')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual([listPath(1), listPath(2)]);
  });

  it('says when there are no reviews yet', async () => {
    show({ [`GET ${listPath(1)}`]: page([]) });

    const section = screen.getByRole('region', { name: 'Reviews' });
    await waitFor(() => expect(within(section).getAllByText('No reviews yet')).toHaveLength(1));
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when the reviews could not be loaded, and tries again on request', async () => {
    const api = show({ [`GET ${listPath(1)}`]: { status: 500, body: { errors: [] } } });
    expect(await screen.findByText('The reviews could not be loaded.')).toBeTruthy();

    api.answer(`GET ${listPath(1)}`, page([review(1)]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Review number 1')).toBeTruthy();
  });

  it('lets the owner reply once, publicly', async () => {
    const replyPath = `/reviews/${review(1)._id}/reply`;
    const api = show(
      {
        [`GET ${listPath(1)}`]: page([
          review(1),
          review(2, { reply: { text: 'Already answered', date: '2026-12-02T12:00:00.000Z' } }),
        ]),
        [`POST ${replyPath}`]: {
          body: review(1, { reply: { text: 'Glad to help', date: '2026-12-03T12:00:00.000Z' } }),
        },
      },
      owner,
    );
    await screen.findByText('Review number 1');
    // One reply per review: only the unanswered one offers it; the owner never hides.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1));
    expect(within(articles()[1]).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide review' })).toBeNull();

    api.answer(
      `GET ${listPath(1)}`,
      page([
        review(1, { reply: { text: 'Glad to help', date: '2026-12-03T12:00:00.000Z' } }),
        review(2, { reply: { text: 'Already answered', date: '2026-12-02T12:00:00.000Z' } }),
      ]),
    );
    api.answer(`GET /company/${company._id}`, { body: company });
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    // The form loads when Reply is pressed.
    await user.type(
      await screen.findByRole('textbox', { name: 'Your public reply' }),
      'Glad to help',
    );
    await user.click(screen.getByRole('button', { name: 'Post reply' }));

    expect(await screen.findByText('Reply posted')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Glad to help' });
    expect(await within(articles()[0]).findByText('Glad to help')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('shows why a reply was refused and keeps what was written', async () => {
    const replyPath = `/reviews/${review(1)._id}/reply`;
    show(
      {
        [`GET ${listPath(1)}`]: page([review(1)]),
        [`POST ${replyPath}`]: {
          status: 409,
          body: { errors: [{ msg: 'This review already has a reply.' }] },
        },
      },
      owner,
    );
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Your public reply' }), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));

    expect(await screen.findByText('This review already has a reply.')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Your public reply' }) as HTMLTextAreaElement).value,
    ).toBe('Thanks');
  });

  it('lets an admin hide a review with a reason, and never reply for the business', async () => {
    const hidePath = `/reviews/${review(1)._id}/hide`;
    const api = show(
      {
        [`GET ${listPath(1)}`]: page([review(1), review(2)]),
        [`PUT ${hidePath}`]: { body: review(1) },
      },
      admin,
    );
    await screen.findByText('Review number 1');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Hide review' })).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();

    api.answer(`GET ${listPath(1)}`, page([review(2)]));
    api.answer(`GET /company/${company._id}`, { body: company });
    await user.click(within(articles()[0]).getByRole('button', { name: 'Hide review' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Reason for hiding (the author is told)' }),
      'Personal details',
    );
    await user.click(screen.getByRole('button', { name: 'Hide' }));

    expect(await screen.findByText('Review hidden')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      reason: 'Personal details',
    });
    await waitFor(() => expect(screen.queryByText('Review number 1')).toBeNull());
  });

  it('offers neither reply nor hiding to a customer signed in', async () => {
    const api = show(
      { [`GET ${listPath(1)}`]: page([review(1)]) },
      { ...ada, _id: '0190a4c2-0000-7000-8000-0000000000e9' },
    );
    await screen.findByText('Review number 1');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/auth')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));

    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide review' })).toBeNull();
  });
});
