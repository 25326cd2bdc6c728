import {
  MSG_RATING,
  MSG_REPLY_NOT_OWNER,
  MSG_REPLY_TWICE,
  MSG_REVIEW_BEFORE_VISIT,
  MSG_REVIEW_CANCELLED,
  MSG_REVIEW_EDIT_CLOSED,
  MSG_REVIEW_NOT_AUTHOR,
  MSG_REVIEW_NOT_YOURS,
  MSG_REVIEW_TEXT_MAX,
  MSG_REVIEW_TWICE,
  type ReviewView,
} from '@slotmap/domain/reviews';
import type { BookingView } from '@slotmap/domain/booking-view';
import type { CompanyView } from '@slotmap/domain/company-view';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/audit.ts';
import { messages } from '../../db/schema/messages.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { NOW, createBooking, suiteBookingWorld } from '../../test/booking-world.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createCompany } from '../../test/factories.ts';
import { filledBeforeAll } from '../../test/suite.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Thursday 3 December 2026, 9:00 in Toronto: the visits of 2 December are over. */
const AFTER = new Date(NOW.getTime() + 2 * DAY);

describe(`verified reviews, on ${testDbKind}`, () => {
  const w = suiteBookingWorld();
  const admin = filledBeforeAll(() => createAdmin(w.t));
  // Six visits on 2 December, one cancelled, and one on 10 December still to come.
  const visits = filledBeforeAll(async () => {
    w.clock.now = NOW;
    const past = [];
    for (const start_time of [540, 600, 660, 720, 780])
      past.push(await createBooking(w, { start_time }));
    const cancelled = await createBooking(w, { start_time: 840 });
    const res = await w.t.call(
      'DELETE',
      `/api/bookings/${cancelled._id}`,
      { reason: 'Cannot come' },
      w.customer.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const future = await createBooking(w, { start_date: '2026-12-10' });
    w.clock.now = AFTER;
    return { past: past.map((b) => b._id), cancelled: cancelled._id, future: future._id };
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token?: string) =>
    w.t.call(method, `/api${url}`, body, token);
  const review = (booking: string, rating = 5, text = 'Lovely', token = w.customer.token) =>
    call('POST', '/reviews', { booking, rating, text }, token);
  const count = async () => (await w.t.database.db.select().from(reviews)).length;

  it('refuses a review before the visit, of a cancelled one, and by anyone else', async () => {
    const before = await count();
    const early = await review(visits.future);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ errors: [{ msg: MSG_REVIEW_BEFORE_VISIT }] });
    const cancelled = await review(visits.cancelled);
    expect([cancelled.statusCode, cancelled.json().errors[0].msg]).toEqual([
      400,
      MSG_REVIEW_CANCELLED,
    ]);
    for (const token of [w.stranger.token, w.owner.token, admin.token]) {
      const res = await review(visits.past[0], 5, 'x', token);
      expect([res.statusCode, res.json().errors[0].msg]).toEqual([403, MSG_REVIEW_NOT_YOURS]);
    }
    const visitor = await call('POST', '/reviews', { booking: visits.past[0], rating: 5 });
    expect(visitor.statusCode).toBe(401);
    expect((await review('8c3f2a8e-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('refuses bad stars and long text with a clear message, changing nothing', async () => {
    for (const rating of [0, 6, 3.5, '4', null]) {
      const res = await call(
        'POST',
        '/reviews',
        { booking: visits.past[0], rating },
        w.customer.token,
      );
      expect([res.statusCode, res.json().errors[0].msg]).toEqual([400, MSG_RATING]);
    }
    const long = await review(visits.past[0], 4, 'a'.repeat(1001));
    expect([long.statusCode, long.json().errors[0].msg]).toEqual([400, MSG_REVIEW_TEXT_MAX]);
    expect(await count()).toBe(0);
  });

  it('takes one review per visit, presented with the verified visit and a short name', async () => {
    const res = await review(visits.past[0], 4, '  Gentle and on time  ');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as ReviewView;
    expect(body).toEqual({
      _id: expect.any(String),
      company: w.company._id,
      booking: visits.past[0],
      rating: 4,
      text: 'Gentle and on time',
      author: 'Cora U.',
      mine: true,
      service: 'Cleaning',
      visit_month: '2026-12',
      verified: true,
      reply: null,
      editable_until: new Date(AFTER.getTime() + 14 * DAY).toISOString(),
      date_created: AFTER.toISOString(),
      date_updated: AFTER.toISOString(),
    });
    expect(JSON.stringify(body)).not.toContain(w.customer.email);
    expect(JSON.stringify(body)).not.toContain(w.customer.id);
    const again = await review(visits.past[0], 1, 'Changed my mind');
    expect([again.statusCode, again.json().errors[0].msg]).toEqual([409, MSG_REVIEW_TWICE]);
    expect((await w.t.database.db.select().from(reviews)).map((r) => r.rating)).toEqual([4]);
  });

  it('lets one of two reviews of one visit written at once win', async () => {
    const answers = await Promise.all([
      review(visits.past[1], 5, 'First'),
      review(visits.past[1], 2, 'Second'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await w.t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.bookingId, visits.past[1]));
    expect(rows).toHaveLength(1);
  });

  it('lets the author edit for 14 days, and nobody else', async () => {
    const { _id } = (await review(visits.past[2], 2, 'Late')).json() as ReviewView;
    const edit = (token: string, rating = 3) =>
      call('PUT', `/reviews/${_id}`, { rating, text: 'Late, but kind' }, token);
    const other = await edit(w.stranger.token);
    expect([other.statusCode, other.json().errors[0].msg]).toEqual([403, MSG_REVIEW_NOT_AUTHOR]);
    expect((await edit(w.owner.token)).statusCode).toBe(403);
    try {
      w.clock.now = new Date(AFTER.getTime() + 14 * DAY - 60_000);
      const ok = await edit(w.customer.token);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ rating: 3, text: 'Late, but kind' });
      w.clock.now = new Date(AFTER.getTime() + 14 * DAY + 60_000);
      const late = await edit(w.customer.token, 5);
      expect([late.statusCode, late.json().errors[0].msg]).toEqual([403, MSG_REVIEW_EDIT_CLOSED]);
      const [row] = await w.t.database.db.select().from(reviews).where(eq(reviews.id, _id));
      expect(row.rating).toBe(3);
    } finally {
      w.clock.now = AFTER;
    }
  });

  it('lets the owner reply once, publicly, and no one else', async () => {
    const { _id } = (await review(visits.past[3], 5, 'Great')).json() as ReviewView;
    const reply = (token: string, text = 'Thank you, Cora!') =>
      call('POST', `/reviews/${_id}/reply`, { text }, token);
    for (const token of [w.customer.token, w.stranger.token, admin.token]) {
      const res = await reply(token);
      expect([res.statusCode, res.json().errors[0].msg]).toEqual([403, MSG_REPLY_NOT_OWNER]);
    }
    expect((await reply(w.owner.token, '   ')).statusCode).toBe(400);
    const ok = await reply(w.owner.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().reply).toEqual({ text: 'Thank you, Cora!', date: AFTER.toISOString() });
    const twice = await reply(w.owner.token, 'Again');
    expect([twice.statusCode, twice.json().errors[0].msg]).toEqual([409, MSG_REPLY_TWICE]);
    const page = (await call('GET', `/company/${w.company._id}/reviews`)).json();
    expect(page.items.find((r: ReviewView) => r._id === _id).reply.text).toBe('Thank you, Cora!');
  });

  it('lists the shown reviews newest first, paged, and fills the company answer', async () => {
    const first = await call('GET', `/company/${w.company._id}/reviews?limit=2`);
    expect(first.statusCode).toBe(200);
    const all = await w.t.database.db.select().from(reviews);
    expect(first.json()).toMatchObject({ total: all.length, page: 1, limit: 2 });
    expect(first.headers['x-total-count']).toBe(String(all.length));
    const second = (await call('GET', `/company/${w.company._id}/reviews?limit=2&page=2`)).json();
    const ids = [...first.json().items, ...second.items].map((r: ReviewView) => r._id);
    expect(new Set(ids).size).toBe(ids.length);
    const newestFirst = [...all]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    expect(ids).toEqual(newestFirst.slice(0, ids.length));
    // A visitor is never told whose booking a review is.
    expect(first.json().items.every((r: ReviewView) => r.booking === null && !r.mine)).toBe(true);
    expect((await call('GET', `/company/${w.company._id}/reviews?limit=0`)).statusCode).toBe(400);
    expect((await call('GET', '/company/not-an-id/reviews')).statusCode).toBe(404);

    const company = (await call('GET', `/company/${w.company._id}`)).json() as CompanyView;
    const sum = all.reduce((s, r) => s + r.rating, 0);
    expect(company.rating).toEqual({
      average: Math.round((sum / all.length) * 10) / 10,
      count: all.length,
    });
    expect(company.reviews.map((r) => r._id)).toEqual(newestFirst.slice(0, 5));
  });

  it('lets an admin hide a review with a reason: audited, told, left out', async () => {
    const { _id } = (await review(visits.past[4], 1, 'Rude words')).json() as ReviewView;
    const hide = (token: string, body: unknown = { reason: 'Offensive language' }) =>
      call('PUT', `/reviews/${_id}/hide`, body, token);
    expect((await hide(w.owner.token)).statusCode).toBe(403);
    expect((await hide(w.customer.token)).statusCode).toBe(403);
    const blank = await hide(admin.token, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    const ok = await hide(admin.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await hide(admin.token)).statusCode).toBe(409);

    const page = (await call('GET', `/company/${w.company._id}/reviews?limit=50`)).json();
    expect(page.items.map((r: ReviewView) => r._id)).not.toContain(_id);
    const company = (await call('GET', `/company/${w.company._id}`)).json() as CompanyView;
    expect(company.rating.count).toBe(page.total);

    const [audit] = await w.t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'review.hide'));
    expect(audit).toMatchObject({
      actorId: admin.id,
      companyId: w.company._id,
      userId: w.customer.id,
      before: { rating: 1, text: 'Rude words' },
      after: { hidden_reason: 'Offensive language' },
    });
    const notices = await w.t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, w.customer.id), like(messages.title, '%was hidden')));
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain('Offensive language');
    const mails = await w.t.database.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.idempotencyKey, `mail:review-hidden:${_id}`));
    expect(mails[0].payload).toMatchObject({ to: w.customer.email });
    // The author can no longer change it back into view.
    const edit = await call('PUT', `/reviews/${_id}`, { rating: 5 }, w.customer.token);
    expect(edit.statusCode).toBe(403);
  });

  it('shows the owner each visit’s review on the appointment lists, with its reply; a hidden one is left out', async () => {
    const past = await call('GET', `/bookings/past/${w.company._id}`, undefined, w.owner.token);
    expect(past.statusCode, past.body).toBe(200);
    const byId = new Map((past.json() as BookingView[]).map((b) => [b._id, b.review] as const));
    // Reviewed with 5 stars and answered by the owner earlier in this suite.
    expect(byId.get(visits.past[3])).toMatchObject({
      rating: 5,
      text: 'Great',
      reply: { text: 'Thank you, Cora!' },
      // As anyone may read it: whose booking it is stays with its author.
      booking: null,
      mine: false,
    });
    // Hidden by Slotmap: gone from the lists as from the business page.
    expect(byId.get(visits.past[4])).toBeNull();
    // The booking page carries it too, for its customer as for the owner.
    for (const token of [w.customer.token, w.owner.token]) {
      const one = (await call('GET', `/bookings/${visits.past[3]}`, undefined, token)).json();
      expect(one.review._id).toBe(byId.get(visits.past[3])?._id);
    }
    const future = (
      await call('GET', `/bookings/${visits.future}`, undefined, w.owner.token)
    ).json();
    expect(future.review).toBeNull();
  });

  it('carries the stars on the find list, which can sort by them', async () => {
    const unrated = await createCompany(w.t, w.owner, { name: 'Unrated Dental' });
    const find = async (sort: string) => {
      const res = await call('GET', `/company?lat=43.6487&lng=-79.3817&miles=5&sort=${sort}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as CompanyView[];
    };
    const byRating = await find('rating');
    expect(byRating[0]._id).toBe(w.company._id);
    expect(byRating[0].rating.count).toBeGreaterThan(0);
    expect(byRating.find((c) => c._id === unrated._id)?.rating).toEqual({
      average: null,
      count: 0,
    });
    expect((await find('distance')).map((c) => c._id).sort()).toEqual(
      byRating.map((c) => c._id).sort(),
    );
    const bad = await call('GET', '/company?lat=43.6&lng=-79.3&sort=stars');
    expect([bad.statusCode, bad.json().errors[0].msg]).toEqual([
      400,
      'Sort must be distance, soonest or rating',
    ]);
  });

  it('tells the author their own review of a booking, and nobody else', async () => {
    const mine = await call(
      'GET',
      `/reviews/booking/${visits.past[0]}`,
      undefined,
      w.customer.token,
    );
    expect(mine.json().review).toMatchObject({ booking: visits.past[0], mine: true });
    const theirs = await call(
      'GET',
      `/reviews/booking/${visits.past[0]}`,
      undefined,
      w.stranger.token,
    );
    expect(theirs.json()).toEqual({ review: null });
  });
});
