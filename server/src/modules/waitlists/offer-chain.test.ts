import { MSG_SLOT_HELD } from '@slotmap/domain/waitlists';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devTexts } from '../../db/schema/platform.ts';
import { waitlistEntries } from '../../db/schema/waitlists.ts';
import { testDbKind } from '../../test/database.ts';
import { bookingBody, NOW, type TestUser } from '../../test/booking-world.ts';
import {
  book,
  cancel,
  chainOf,
  mailsTo,
  messagesOf,
  suiteOfferWorld,
  wait,
} from '../../test/offer-world.ts';

const WED = '2026-12-02';
const THU = '2026-12-03';
const MIN = 60_000;

describe(`a freed time goes to the waiting people one at a time on ${testDbKind}`, () => {
  const { w, people } = suiteOfferWorld(4);
  const [a, b, c, d] = people;
  let wednesday: string;
  let thursday: string;
  beforeAll(async () => {
    await wait(w, a, 'Wednesday', 'morning', { byText: true });
    await wait(w, w.customer, 'Wednesday', 'morning');
    await wait(w, b, 'Wednesday', 'morning');
    await wait(w, c, 'Wednesday', 'morning');
    await wait(w, c, 'Thursday', 'afternoon');
    await wait(w, d, 'Thursday', 'afternoon');
    wednesday = (await book(w, w.customer, 600, WED))._id;
    thursday = (await book(w, w.stranger, 840, THU))._id;
  }, 120_000);

  const slotState = async (who: TestUser | null, date: string, startTime: number) => {
    const res = await w.t.call(
      'GET',
      `/api/company/${w.company._id}/slots?service=${w.service._id}&from=${date}&to=${date}`,
      undefined,
      who?.token,
    );
    expect(res.statusCode).toBe(200);
    const day = res.json().days.find((x: { date: string }) => x.date === date);
    return day.slots.find((s: { start_time: number }) => s.start_time === startTime).unavailable;
  };
  const tryBook = (who: TestUser, startTime: number, date = WED) =>
    w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, { start_time: startTime, start_date: date }),
      who.token,
    );

  it('a cancelled time is held for the first person waiting, who is mailed with the link and the hold', async () => {
    expect((await cancel(w, w.customer, wednesday)).statusCode).toBe(200);
    const [offer, ...more] = await chainOf(w, wednesday);
    expect(more).toHaveLength(0);
    // The customer who cancelled waits too, before B, but is not offered their own time back.
    expect(offer).toMatchObject({
      userId: a.id,
      state: 'held',
      day: 'Wednesday',
      period: 'morning',
    });
    expect(offer.heldUntil.getTime()).toBe(NOW.getTime() + 15 * MIN);
    const [mail] = await mailsTo(w, a.email);
    expect(mail.subject).toContain('A time opened up');
    expect(mail.text).toContain('Wednesday, December 2, 2026, 10:00 AM – 10:30 AM EST');
    expect(mail.text).toContain('held for you until 9:15 AM EST, 15 minutes');
    expect(mail.text).toContain(`/company/${w.company._id}?offer=${offer.id}`);
    expect(await mailsTo(w, b.email)).toHaveLength(0);
    const [text] = await w.t.database.db
      .select()
      .from(devTexts)
      .where(eq(devTexts.jobKey, `sms:waitlist-offer:${offer.id}`));
    expect(text.body).toContain('held for you until 9:15 AM EST, 15 minutes');
    expect(text.body).toContain(`?offer=${offer.id}`);
    expect((await messagesOf(w, a.id, 'user')).map((m) => m.title)).toContain(
      `A time opened up at ${w.company.name}`,
    );
    const ownerNotes = await messagesOf(w, w.owner.id, 'business');
    expect(
      ownerNotes.some((m) => m.text.includes('was offered to WaiterA from your waitlist')),
    ).toBe(true);
    // The spec: waitlist notices go to the client and to the business owner, by mail too.
    const [ownerMail, ...twice] = (await mailsTo(w, w.owner.email)).filter(
      (m) => m.subject === 'A freed time was offered from your waitlist',
    );
    expect(twice).toEqual([]);
    expect(ownerMail.text).toContain(
      'A freed time, Wednesday, December 2, 2026, 10:00 AM – 10:30 AM EST, was offered to WaiterA',
    );
    expect(ownerMail.text).toContain('held for them until 9:15 AM EST');
    const mine = await w.t.call('GET', '/api/waitlist/offers', undefined, a.token);
    expect(mine.json().map((o: { _id: string }) => o._id)).toEqual([offer.id]);
    const one = await w.t.call('GET', `/api/waitlist/offers/${offer.id}`, undefined, a.token);
    expect(one.json()).toMatchObject({
      _id: offer.id,
      company: { _id: w.company._id, name: w.company.name },
      service: { _id: w.service._id, name: 'Cleaning', service_duration: 30 },
      start_date: WED,
      start_time: 600,
      state: 'held',
    });
    expect(
      (await w.t.call('GET', `/api/waitlist/offers/${offer.id}`, undefined, b.token)).statusCode,
    ).toBe(404);
  });

  it('the hold shows as taken to everyone but its holder and refuses their bookings with 409', async () => {
    expect(await slotState(a, WED, 600)).toBeNull();
    expect(await slotState(b, WED, 600)).toBe('booked');
    expect(await slotState(null, WED, 600)).toBe('booked');
    const busy = async (who: TestUser | null) =>
      (
        await w.t.call(
          'GET',
          `/api/company/${w.company._id}/bookings?from=2026-12-02T05:00:00Z&to=2026-12-03T05:00:00Z`,
          undefined,
          who?.token,
        )
      ).json();
    const held = { start: '2026-12-02T15:00:00.000Z', end: '2026-12-02T15:30:00.000Z' };
    expect(await busy(b)).toContainEqual(held);
    expect(await busy(null)).toContainEqual(held);
    expect(await busy(a)).not.toContainEqual(held);
    const refused = await tryBook(w.stranger, 600);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [{ msg: MSG_SLOT_HELD }] });
    // A longer service overlapping the held time is refused too.
    const long = await w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, { service: w.long._id, start_time: 600, start_date: WED, intakeForm: [] }),
      b.token,
    );
    expect(long.statusCode).toBe(409);
  });

  it('a hold that runs out passes to the next person, never skipping them', async () => {
    w.clock.now = new Date(NOW.getTime() + 16 * MIN);
    // The stranger's attempt meets the run-out hold first: B is offered it, the stranger refused.
    const late = await tryBook(w.stranger, 600);
    expect(late.statusCode).toBe(409);
    const chain = await chainOf(w, wednesday);
    expect(chain.map((o) => [o.userId, o.state])).toEqual([
      [a.id, 'expired'],
      [b.id, 'held'],
    ]);
    expect(chain[1].heldUntil.getTime()).toBe(NOW.getTime() + 31 * MIN);
    expect(await mailsTo(w, b.email)).toHaveLength(1);
    expect((await w.t.call('GET', '/api/waitlist/offers', undefined, a.token)).json()).toEqual([]);
  });

  it('saying no passes it on at once; a second no is 404', async () => {
    const [, offer] = await chainOf(w, wednesday);
    expect(
      (await w.t.call('POST', `/api/waitlist/offers/${offer.id}/decline`, undefined, a.token))
        .statusCode,
    ).toBe(404);
    const no = await w.t.call(
      'POST',
      `/api/waitlist/offers/${offer.id}/decline`,
      undefined,
      b.token,
    );
    expect(no.statusCode).toBe(200);
    expect(no.json()).toEqual({ msg: 'Offer declined' });
    const again = await w.t.call(
      'POST',
      `/api/waitlist/offers/${offer.id}/decline`,
      undefined,
      b.token,
    );
    expect(again.statusCode).toBe(404);
    const chain = await chainOf(w, wednesday);
    expect(chain.map((o) => [o.userId, o.state])).toEqual([
      [a.id, 'expired'],
      [b.id, 'declined'],
      [c.id, 'held'],
    ]);
    const seen = await w.t.call('GET', `/api/waitlist/offers/${offer.id}`, undefined, b.token);
    expect(seen.json().state).toBe('declined');
  });

  it('booking the held time fulfils that cell’s entry; the holder keeps their hold of another cell', async () => {
    // Thursday 14:00 frees up: C (first in that cell) is offered it as well.
    expect((await cancel(w, w.owner, thursday)).statusCode).toBe(200);
    expect((await chainOf(w, thursday)).map((o) => [o.userId, o.state])).toEqual([[c.id, 'held']]);
    const booked = await tryBook(c, 600);
    expect(booked.statusCode).toBe(201);
    expect((await chainOf(w, wednesday)).at(-1)).toMatchObject({ userId: c.id, state: 'booked' });
    const entries = await w.t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, c.id));
    expect(entries.map((e) => `${e.day} ${e.period}`)).toEqual(['Thursday afternoon']);
    // Booking Wednesday did not satisfy C's wait for Thursday afternoons: that hold stays.
    expect((await chainOf(w, thursday)).map((o) => [o.userId, o.state])).toEqual([[c.id, 'held']]);
    expect(await slotState(c, THU, 840)).toBeNull();
    expect(await slotState(d, THU, 840)).toBe('booked');
  });

  it('when nobody is left, the time is free for everyone', async () => {
    const [held] = await chainOf(w, thursday);
    const no = (offerId: string, who: TestUser) =>
      w.t.call('POST', `/api/waitlist/offers/${offerId}/decline`, undefined, who.token);
    expect((await no(held.id, c)).statusCode).toBe(200);
    const [, offer] = await chainOf(w, thursday);
    expect(offer.userId).toBe(d.id);
    expect((await no(offer.id, d)).statusCode).toBe(200);
    expect((await chainOf(w, thursday)).map((o) => o.state)).toEqual(['declined', 'declined']);
    expect(await slotState(null, THU, 840)).toBeNull();
    expect((await tryBook(w.stranger, 840, THU)).statusCode).toBe(201);
  });

  it('expired entries are offered nothing', async () => {
    const late = (await book(w, w.stranger, 600, '2026-12-04'))._id;
    await wait(w, d, 'Friday', 'morning', { expiresAt: new Date(NOW.getTime() - MIN) });
    expect((await cancel(w, w.stranger, late)).statusCode).toBe(200);
    expect(await chainOf(w, late)).toEqual([]);
    const [entry] = await w.t.database.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.userId, d.id), eq(waitlistEntries.day, 'Friday')));
    expect(entry).toBeDefined();
  });
});

describe(`a waiting person who leaves Slotmap on ${testDbKind}`, () => {
  const { w, people } = suiteOfferWorld(2);
  const [a, b] = people;
  beforeAll(async () => {
    await wait(w, a, 'Friday', 'afternoon');
    await wait(w, b, 'Friday', 'afternoon');
  }, 120_000);

  it('passes the time held for them on to the next person', async () => {
    const freed = (await book(w, w.stranger, 840, '2026-12-04'))._id;
    await cancel(w, w.stranger, freed);
    expect((await chainOf(w, freed)).map((o) => o.userId)).toEqual([a.id]);
    expect((await w.t.call('DELETE', '/api/profile', undefined, a.token)).statusCode).toBe(200);
    // A's offer went with the account; the time is held for B.
    expect((await chainOf(w, freed)).map((o) => [o.userId, o.state])).toEqual([[b.id, 'held']]);
  });
});
