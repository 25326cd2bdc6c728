import type { BookingView } from '@slotmap/domain/booking-view';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/database.ts';
import { createBooking, eachTestBookingWorld, readBooking } from '../../test/booking-world.ts';

/**
 * New weekly hours are judged with the closures (decision 054): a closed or special day keeps its
 * own hours whatever the week says, and only appointments the change itself leaves outside are
 * asked about.
 */
describe(`weekly hours saved beside closures, on ${testDbKind}`, () => {
  const w = eachTestBookingWorld();
  const saveHours = (body: Record<string, unknown>) =>
    w.t.call('PUT', `/api/company/business/${w.company._id}`, body, w.owner.token);
  const saveClosures = (body: unknown) =>
    w.t.call('PUT', `/api/company/${w.company._id}/closures`, body, w.owner.token);
  const idsOf = (res: { json: () => { upcoming: { bookings: { _id: string }[] } } }) =>
    res.json().upcoming.bookings.map((b) => b._id);

  /** Wednesday appointments at 10:00: 2 December (to be closed), 9 and 16 December. */
  const wednesdays = async () => {
    const made: BookingView[] = [];
    for (const date of ['2026-12-02', '2026-12-09', '2026-12-16'])
      made.push(await createBooking(w, { start_date: date, start_time: 600 }));
    return made;
  };

  it('an appointment kept on a closed day is not asked about again when the weekday closes', async () => {
    const [closedDay, ninth, sixteenth] = await wednesdays();
    const closure = { closures: [{ from: '2026-12-02', to: '2026-12-02', reason: 'Inventory' }] };
    const asked = await saveClosures(closure);
    expect(asked.statusCode).toBe(409);
    expect(idsOf(asked)).toEqual([closedDay._id]);
    expect((await saveClosures({ ...closure, upcoming: 'keep' })).statusCode).toBe(200);

    // Closing Wednesdays leaves the 9th and the 16th outside; the 2nd was kept already.
    const res = await saveHours({ Wednesday_open: false });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().upcoming.total).toBe(2);
    expect(idsOf(res)).toEqual([ninth._id, sixteenth._id]);

    const cancelled = await saveHours({ Wednesday_open: false, upcoming: 'cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await readBooking(w, closedDay._id)).cancel_reason).toBeNull();
    expect((await readBooking(w, ninth._id)).cancel_reason).toBe(
      'The business changed its opening hours',
    );
  });

  it('special hours decide their day: narrower weekly hours leave its appointment alone', async () => {
    const [, ninth, sixteenth] = await wednesdays();
    // Open 9:00 to 12:00 on the 16th, whatever the week says.
    const special = {
      from: '2026-12-16',
      to: '2026-12-16',
      reason: '',
      start_time: 540,
      end_time: 720,
    };
    expect((await saveClosures({ closures: [special] })).statusCode).toBe(200);
    const res = await saveHours({ Wednesday_start_time: 780 });
    expect(res.statusCode).toBe(409);
    expect(idsOf(res)).not.toContain(sixteenth._id);
    expect(res.json().upcoming.total).toBe(2);
    expect(idsOf(res)).toContain(ninth._id);
  });

  it('wider weekly hours touch nothing, on a closed day or off it', async () => {
    await wednesdays();
    expect(
      (
        await saveClosures({
          closures: [{ from: '2026-12-09', to: '2026-12-09', reason: '' }],
          upcoming: 'keep',
        })
      ).statusCode,
    ).toBe(200);
    // Wider hours leave nothing outside that was inside, on any date.
    expect((await saveHours({ Wednesday_end_time: 1080 })).statusCode).toBe(200);
  });

  it('an appointment kept outside narrowed hours is not asked about at the next save', async () => {
    const [first] = await wednesdays();
    expect((await saveHours({ Wednesday_start_time: 660 })).statusCode).toBe(409);
    expect((await saveHours({ Wednesday_start_time: 660, upcoming: 'keep' })).statusCode).toBe(200);
    // Later the same day closes at 16:00: the 10:00 appointments were kept and stay so.
    expect((await saveHours({ Wednesday_end_time: 960 })).statusCode).toBe(200);
    expect((await readBooking(w, first._id)).cancel_reason).toBeNull();
  });
});
