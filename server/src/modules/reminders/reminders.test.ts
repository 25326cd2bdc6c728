import type { ReminderView } from '@slotmap/domain/reminders';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devMails, devTexts, outboxJobs } from '../../db/schema/platform.ts';
import { reminders } from '../../db/schema/reminders.ts';
import {
  type BookingWorld,
  createBooking,
  eachTestBookingWorld,
  readBooking,
  TOMORROW,
} from '../../test/booking-world.ts';
import { runOutbox } from '../../test/inbox.ts';
import {
  MSG_BOOKING_CANCELLED,
  MSG_MAILS_OFF,
  MSG_OFFSET_DROPPED,
  MSG_STARTED,
  MSG_TEXTS_OFF,
} from './reasons.ts';
import { ReminderSweep } from './sweep.ts';

/* Reminders on a moved clock (decision 057). The world's clock reads 2026-12-01 14:00Z; a booking
   TOMORROW at 10:00 Toronto starts 2026-12-02 15:00Z, so its 24 h reminder is due in an hour. */

const START = '2026-12-02T15:00:00.000Z';
const DAY_BEFORE = '2026-12-01T15:00:00.000Z';
const TWO_HOURS_BEFORE = '2026-12-02T13:00:00.000Z';

const remindersOf = async (w: BookingWorld, id: string): Promise<ReminderView[]> =>
  (await readBooking(w, id)).reminders;

/** Moves the world's clock, sweeps and delivers, as the running server would. */
async function at(w: BookingWorld, iso: string) {
  w.clock.now = new Date(iso);
  const swept = await w.t.app.reminderSweep.runOnce();
  await runOutbox(w.t, 1);
  return swept;
}

const reminderMails = (w: BookingWorld) =>
  w.t.database.db.select().from(devMails).where(like(devMails.jobKey, 'reminder-mail:%'));

describe('reminders', () => {
  const w = eachTestBookingWorld();

  it('are written with the booking, at the business offsets, and sent when due', async () => {
    const booking = await createBooking(w, { start_time: 600 });
    expect(booking.start).toBe(START);
    expect(booking.reminders).toEqual([
      { channel: 'mail', due_at: DAY_BEFORE, state: 'scheduled', sent_at: null, error: null },
      { channel: 'mail', due_at: TWO_HOURS_BEFORE, state: 'scheduled', sent_at: null, error: null },
    ]);
    // A minute early nothing goes.
    expect(await at(w, '2026-12-01T14:59:00Z')).toEqual({ sent: 0, cancelled: 0 });
    expect(await at(w, DAY_BEFORE)).toEqual({ sent: 1, cancelled: 0 });
    const [first, second] = await remindersOf(w, booking._id);
    expect(first).toMatchObject({ state: 'sent', sent_at: DAY_BEFORE });
    expect(second.state).toBe('scheduled');
    const [mail] = await reminderMails(w);
    expect(mail.to).toBe(w.customer.email);
    expect(mail.subject).toContain('Reminder: Cleaning at');
    expect(mail.text).toContain(w.company.name);
    expect(mail.text).toContain('Wednesday, December 2, 2026, 10:00 AM – 10:30 AM EST');
    expect(mail.text).toContain(`http://slotmap.test/bookings/${booking._id}`);
    // The owner reads the same states.
    const asOwner = await readBooking(w, booking._id, w.owner.token);
    expect(asOwner.reminders.map((r) => r.state)).toEqual(['sent', 'scheduled']);

    await at(w, TWO_HOURS_BEFORE);
    expect((await remindersOf(w, booking._id)).map((r) => r.state)).toEqual(['sent', 'sent']);
    expect(await reminderMails(w)).toHaveLength(2);
  });

  it('follow a reschedule; one already sent stays sent', async () => {
    const booking = await createBooking(w, { start_time: 600 });
    await at(w, DAY_BEFORE);
    const res = await w.t.call(
      'POST',
      `/api/bookings/${booking._id}/reschedule`,
      { start_date: TOMORROW, start_time: 780 },
      w.customer.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    // 13:00 Toronto is 18:00Z: its 2 h reminder is due at 16:00Z.
    expect(await remindersOf(w, booking._id)).toMatchObject([
      { due_at: DAY_BEFORE, state: 'sent' },
      { due_at: '2026-12-02T16:00:00.000Z', state: 'scheduled' },
    ]);
    expect(await at(w, TWO_HOURS_BEFORE)).toEqual({ sent: 0, cancelled: 0 });
    expect(await at(w, '2026-12-02T16:00:00Z')).toEqual({ sent: 1, cancelled: 0 });
  });

  it('are never sent after a cancellation', async () => {
    const booking = await createBooking(w, { start_time: 600 });
    const res = await w.t.call(
      'DELETE',
      `/api/bookings/${booking._id}`,
      { reason: 'Away' },
      w.customer.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await at(w, TWO_HOURS_BEFORE)).toEqual({ sent: 0, cancelled: 0 });
    const list = await remindersOf(w, booking._id);
    expect(list.map((r) => [r.state, r.error])).toEqual([
      ['cancelled', MSG_BOOKING_CANCELLED],
      ['cancelled', MSG_BOOKING_CANCELLED],
    ]);
    expect(await reminderMails(w)).toHaveLength(0);
  });

  it('are sent once when two instances sweep at the same moment', async () => {
    const bookings = [];
    for (const start_time of [600, 660, 720]) bookings.push(await createBooking(w, { start_time }));
    w.clock.now = new Date('2026-12-02T14:00:00Z');
    const other = new ReminderSweep(w.t.database.db, () => w.clock.now, w.t.app.log);
    const [a, b] = await Promise.all([w.t.app.reminderSweep.runOnce(), other.runOnce()]);
    // Every 24 h reminder and the 2 h reminders of the first two are due: 5, shared between them.
    expect(a.sent + b.sent).toBe(5);
    await runOutbox(w.t, 2);
    const jobs = await w.t.database.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.kind, 'reminder-mail'));
    expect(jobs).toHaveLength(5);
    expect(await reminderMails(w)).toHaveLength(5);
  });

  it('keep a 24 h reminder 24 real hours before, across the end of daylight saving', async () => {
    // Sunday 1 November 2026, 10:00 EST (15:00Z); clocks went back at 2:00 that morning.
    w.clock.now = new Date('2026-10-29T14:00:00Z');
    const booking = await createBooking(w, { start_date: '2026-11-01', start_time: 600 });
    expect(booking.start).toBe('2026-11-01T15:00:00.000Z');
    // 24 real hours before is 11:00 EDT on Saturday, not 10:00.
    expect(booking.reminders[0].due_at).toBe('2026-10-31T15:00:00.000Z');
    expect(await at(w, '2026-10-31T14:30:00Z')).toEqual({ sent: 0, cancelled: 0 });
    expect(await at(w, '2026-10-31T15:00:00Z')).toEqual({ sent: 1, cancelled: 0 });
  });

  it('due while the server was down: sent if the visit is to come, cancelled if it started', async () => {
    const soon = await createBooking(w, { start_time: 600 });
    const later = await createBooking(w, { start_time: 900 });
    // Back up at 13:30 Toronto: the first visit has started, the second (15:00) has not.
    expect(await at(w, '2026-12-02T18:30:00Z')).toEqual({ sent: 2, cancelled: 2 });
    expect((await remindersOf(w, soon._id)).map((r) => [r.state, r.error])).toEqual([
      ['cancelled', MSG_STARTED],
      ['cancelled', MSG_STARTED],
    ]);
    expect((await remindersOf(w, later._id)).map((r) => r.state)).toEqual(['sent', 'sent']);
  });
});

describe('reminder choices', () => {
  const w = eachTestBookingWorld();

  it('texts only when the customer asked for them, remembered on the account', async () => {
    const plain = await createBooking(w, { start_time: 600 });
    expect(plain.reminders.map((r) => r.channel)).toEqual(['mail', 'mail']);
    const textsToCustomer = () =>
      w.t.database.db.select().from(outboxJobs).where(eq(outboxJobs.kind, 'sms'));
    expect((await textsToCustomer()).map((j) => j.idempotencyKey)).toEqual([]);

    const asked = await createBooking(w, { start_time: 660, reminder_texts: true });
    expect(asked.reminders.map((r) => r.channel).sort()).toEqual(['mail', 'mail', 'text', 'text']);
    expect(await textsToCustomer()).toHaveLength(1);
    const me = (await w.t.call('GET', '/api/auth', undefined, w.customer.token)).json();
    expect(me).toMatchObject({ reminder_texts: true, reminder_mails: true });
    // The answer is the account's: the earlier booking is texted too.
    expect((await remindersOf(w, plain._id)).map((r) => r.channel).sort()).toEqual([
      'mail',
      'mail',
      'text',
      'text',
    ]);

    await at(w, '2026-12-01T16:00:00Z');
    const texts = await w.t.database.db
      .select()
      .from(devTexts)
      .where(like(devTexts.jobKey, 'reminder-text:%'));
    // The 24 h texts of both bookings.
    expect(texts.map((t) => t.to)).toEqual(['+14165550100', '+14165550100']);
    const text = texts.find((t) => t.body.includes('11:00 AM – 11:30 AM EST'));
    expect(text?.body).toContain('Reply STOP to opt out.');
  });

  const settings = (body: unknown) =>
    w.t.call('PUT', '/api/users/me/reminders', body, w.customer.token);

  it('mail reminders turned off on the account are cancelled at once and not sent', async () => {
    const booking = await createBooking(w, { start_time: 600 });
    const res = await settings({ reminder_mails: false });
    expect(res.json()).toEqual({ reminder_texts: false, reminder_mails: false });
    expect((await remindersOf(w, booking._id)).map((r) => [r.state, r.error])).toEqual([
      ['cancelled', MSG_MAILS_OFF],
      ['cancelled', MSG_MAILS_OFF],
    ]);
    expect(await at(w, DAY_BEFORE)).toEqual({ sent: 0, cancelled: 0 });
    expect(await reminderMails(w)).toHaveLength(0);
  });

  it('a channel turned back on reminds the bookings to come again; one already sent stays sent', async () => {
    const soon = await createBooking(w, { start_time: 600 });
    const later = await createBooking(w, { start_date: '2026-12-05', start_time: 600 });
    // The 24 h reminder of the first goes out; then mail is turned off and back on.
    await at(w, DAY_BEFORE);
    await settings({ reminder_mails: false });
    expect((await remindersOf(w, soon._id)).map((r) => r.state)).toEqual(['sent', 'cancelled']);
    expect((await remindersOf(w, later._id)).map((r) => r.state)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    const on = await settings({ reminder_mails: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(await remindersOf(w, soon._id)).toMatchObject([
      { due_at: DAY_BEFORE, state: 'sent' },
      { due_at: TWO_HOURS_BEFORE, state: 'scheduled', error: null },
    ]);
    expect((await remindersOf(w, later._id)).map((r) => [r.due_at, r.state])).toEqual([
      ['2026-12-04T15:00:00.000Z', 'scheduled'],
      ['2026-12-05T13:00:00.000Z', 'scheduled'],
    ]);
    // And they go out: the 2 h reminder of the first, once.
    expect(await at(w, TWO_HOURS_BEFORE)).toEqual({ sent: 1, cancelled: 0 });
    expect(await reminderMails(w)).toHaveLength(2);
  });

  it('texts turned on on the account page text the bookings to come; turned off, none is left', async () => {
    const booking = await createBooking(w, { start_time: 600 });
    expect(booking.reminders.map((r) => r.channel)).toEqual(['mail', 'mail']);
    await settings({ reminder_texts: true });
    const texts = async () =>
      (await remindersOf(w, booking._id))
        .filter((r) => r.channel === 'text')
        .map((r) => [r.due_at, r.state, r.error]);
    expect(await texts()).toEqual([
      [DAY_BEFORE, 'scheduled', null],
      [TWO_HOURS_BEFORE, 'scheduled', null],
    ]);
    await settings({ reminder_texts: false });
    expect(await texts()).toEqual([
      [DAY_BEFORE, 'cancelled', MSG_TEXTS_OFF],
      [TWO_HOURS_BEFORE, 'cancelled', MSG_TEXTS_OFF],
    ]);
    // Mail is untouched; past and cancelled bookings are not written to.
    expect(
      (await remindersOf(w, booking._id)).filter((r) => r.channel === 'mail').map((r) => r.state),
    ).toEqual(['scheduled', 'scheduled']);
  });

  it('refuses bad settings with a clear message and changes nothing', async () => {
    for (const body of [{}, { reminder_texts: 'yes' }]) {
      const res = await w.t.call('PUT', '/api/users/me/reminders', body, w.customer.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].msg).toMatch(/reminder_texts/);
    }
    expect(
      (await w.t.call('PUT', '/api/users/me/reminders', { reminder_mails: false })).statusCode,
    ).toBe(401);
    const me = (await w.t.call('GET', '/api/auth', undefined, w.customer.token)).json();
    expect(me).toMatchObject({ reminder_texts: false, reminder_mails: true });
  });

  it('the business chooses its offsets, validated', async () => {
    const put = (reminder_offsets: unknown) =>
      w.t.call(
        'PUT',
        `/api/company/business/${w.company._id}`,
        { reminder_offsets },
        w.owner.token,
      );
    const good = await put([60, 2880]);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().reminder_offsets).toEqual([2880, 60]);
    const booking = await createBooking(w, { start_time: 600 });
    // 2 days before has passed already; only the 1 h reminder is written.
    expect(booking.reminders.map((r) => r.due_at)).toEqual(['2026-12-02T14:00:00.000Z']);
    for (const [bad, msg] of [
      [[10], /from 15/],
      [[20000], /from 15/],
      [[60, 60], /only once/],
      [[15, 30, 45, 60, 75, 90], /At most 5/],
      ['soon', /list of minutes/],
    ] as const) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].msg).toMatch(msg);
    }
    const company = (await w.t.call('GET', `/api/company/${w.company._id}`)).json();
    expect(company.reminder_offsets).toEqual([2880, 60]);
  });

  it('new offsets move the scheduled reminders of the bookings to come; sent ones stay', async () => {
    const soon = await createBooking(w, { start_time: 600 });
    const later = await createBooking(w, { start_date: '2026-12-05', start_time: 600 });
    await at(w, DAY_BEFORE);
    const res = await w.t.call(
      'PUT',
      `/api/company/business/${w.company._id}`,
      { reminder_offsets: [2880, 1440, 60] },
      w.owner.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    // The 2 h reminder is dropped, a 1 h one is written; 2 days before has passed for the first.
    expect((await remindersOf(w, soon._id)).map((r) => [r.due_at, r.state, r.error])).toEqual([
      [DAY_BEFORE, 'sent', null],
      [TWO_HOURS_BEFORE, 'cancelled', MSG_OFFSET_DROPPED],
      ['2026-12-02T14:00:00.000Z', 'scheduled', null],
    ]);
    expect((await remindersOf(w, later._id)).map((r) => [r.due_at, r.state])).toEqual([
      ['2026-12-03T15:00:00.000Z', 'scheduled'],
      ['2026-12-04T15:00:00.000Z', 'scheduled'],
      ['2026-12-05T13:00:00.000Z', 'cancelled'],
      ['2026-12-05T14:00:00.000Z', 'scheduled'],
    ]);
    // Saving the business again without touching them changes nothing.
    const again = await w.t.call(
      'PUT',
      `/api/company/business/${w.company._id}`,
      { reminder_offsets: [60, 1440, 2880] },
      w.owner.token,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await remindersOf(w, later._id)).map((r) => r.state)).toEqual([
      'scheduled',
      'scheduled',
      'cancelled',
      'scheduled',
    ]);
    // They are sent at the new times: nothing at the old 2 h, the 1 h one at its time.
    expect(await at(w, TWO_HOURS_BEFORE)).toEqual({ sent: 0, cancelled: 0 });
    expect(await at(w, '2026-12-02T14:00:00Z')).toEqual({ sent: 1, cancelled: 0 });
  });
});

describe('the reminders table', () => {
  const w = eachTestBookingWorld();
  it('keeps one reminder per booking, channel and offset', async () => {
    const booking = await createBooking(w, { start_time: 600 });
    const rows = await w.t.database.db
      .select()
      .from(reminders)
      .where(eq(reminders.bookingId, booking._id));
    await expect(
      w.t.database.db.insert(reminders).values({ ...rows[0], id: undefined }),
    ).rejects.toThrow();
  });
});
