import { beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/database.ts';
import { NOW, type TestUser } from '../../test/booking-world.ts';
import { mailsTo, messagesOf, suiteOfferWorld, wait } from '../../test/offer-world.ts';
import { widenedCells } from './wider-hours-notices.ts';

describe(`wider opening hours tell the people waiting on ${testDbKind}`, () => {
  const { w, people } = suiteOfferWorld(4);
  const [morning, evening, sunday, expired] = people;
  beforeAll(async () => {
    await wait(w, morning, 'Saturday', 'morning');
    await wait(w, evening, 'Saturday', 'evening');
    await wait(w, sunday, 'Sunday', 'morning');
    await wait(w, expired, 'Saturday', 'morning', { expiresAt: new Date('2026-11-30T00:00:00Z') });
  }, 120_000);

  const save = (body: Record<string, unknown>) =>
    w.t.call('PUT', `/api/company/business/${w.company._id}`, body, w.owner.token);

  it('names the weekday × periods that gained open time', () => {
    const day = { open: true, start_time: 540, end_time: 1020 };
    const week = Object.fromEntries(
      ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => [
        d,
        day,
      ]),
    ) as Parameters<typeof widenedCells>[0];
    expect(widenedCells(week, week)).toEqual([]);
    expect(widenedCells(week, { ...week, Monday: { ...day, end_time: 1080 } })).toEqual([
      { day: 'Monday', period: 'evening' },
    ]);
    expect(
      widenedCells({ ...week, Friday: { ...day, open: false } }, week).map((c) => c.period),
    ).toEqual(['morning', 'afternoon']);
    expect(widenedCells(week, { ...week, Monday: { ...day, start_time: 600 } })).toEqual([]);
  });

  it('an earlier Saturday opening tells those waiting for Saturday mornings, no one else', async () => {
    const res = await save({ Saturday_start_time: 480 });
    expect(res.statusCode).toBe(200);
    const [mail, ...more] = await mailsTo(w, morning.email);
    expect(more).toEqual([]);
    expect(mail.subject).toContain('opened more times on Saturday mornings');
    expect(mail.text).toContain(`/company/${w.company._id}\n`);
    const told = async (who: TestUser) =>
      (await messagesOf(w, who.id, 'user')).filter((m) => m.title.includes('opened more times'));
    expect(await told(morning)).toHaveLength(1);
    for (const other of [evening, sunday, expired]) {
      expect(await mailsTo(w, other.email)).toEqual([]);
      expect(await told(other)).toEqual([]);
    }
  });

  it('narrower or unchanged hours tell nobody', async () => {
    expect((await save({ Saturday_start_time: 540, name: 'Renamed Clinic' })).statusCode).toBe(200);
    expect(await mailsTo(w, morning.email)).toHaveLength(1);
  });

  it('widening again the same day tells nobody twice; a day later, it does', async () => {
    const hour = (n: number) => {
      w.clock.now = new Date(NOW.getTime() + n * 60 * 60_000);
    };
    try {
      // Back to 8:00 an hour later: the Saturday-morning person heard of it already today.
      hour(1);
      expect((await save({ Saturday_start_time: 480 })).statusCode).toBe(200);
      expect(await mailsTo(w, morning.email)).toHaveLength(1);
      // Later Saturdays, widened, narrowed and widened again: the evening person is told once.
      hour(2);
      expect((await save({ Saturday_end_time: 1140 })).statusCode).toBe(200);
      hour(3);
      expect((await save({ Saturday_end_time: 1080 })).statusCode).toBe(200);
      hour(4);
      expect((await save({ Saturday_end_time: 1200 })).statusCode).toBe(200);
      expect(await mailsTo(w, evening.email)).toHaveLength(1);

      hour(25);
      expect((await save({ Saturday_start_time: 540 })).statusCode).toBe(200);
      hour(26);
      expect((await save({ Saturday_start_time: 420 })).statusCode).toBe(200);
      const mails = await mailsTo(w, morning.email);
      expect(mails).toHaveLength(2);
      expect(mails[1].subject).toContain('opened more times on Saturday mornings');
    } finally {
      w.clock.now = NOW;
    }
  });
});
