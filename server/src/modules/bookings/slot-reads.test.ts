import type { SlotsView } from '@slotmap/domain/booking-view';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import {
  type BookingWorld,
  createBooking,
  eachTestBookingWorld,
  TOMORROW,
} from '../../test/booking-world.ts';
import { testDbKind } from '../../test/database.ts';

// A slot list keeps a business's busy times and closures while its busy version stays the same
// (decision 066). Whoever changes them (another instance, a job, a script straight into the
// database) raises the version in the same transaction, so the next list sees the change; here
// the changes go straight into the tables, past every code path of this server.

/** 10:00 tomorrow in Toronto (UTC-5), and a 30-minute visit from it. */
const TEN = '2026-12-02T15:00:00Z';
const HALF_PAST_TEN = '2026-12-02T15:30:00Z';

/** start_time → why it is unavailable (null: free), of tomorrow in a slots answer. */
const tomorrowOf = (view: SlotsView) =>
  Object.fromEntries(
    (view.days.find((d) => d.date === TOMORROW)?.slots ?? []).map((s) => [
      s.start_time,
      s.unavailable,
    ]),
  );

describe(`slot lists read again when a business's busy times change, on ${testDbKind}`, () => {
  const w: BookingWorld = eachTestBookingWorld();
  const db = () => w.t.database.db;
  const slots = async (token?: string) => {
    const res = await w.t.call(
      'GET',
      `/api/company/${w.company._id}/slots?service=${w.service._id}`,
      undefined,
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return tomorrowOf(res.json() as SlotsView);
  };
  const versionOf = async () => {
    const [row] = rowsOf(
      await db().execute(
        sql`SELECT version FROM company_busy_versions WHERE company_id = ${w.company._id}`,
      ),
    );
    return Number(row?.version ?? 0);
  };

  it('sees a booking written, moved and cancelled straight in the database', async () => {
    expect((await slots())[600]).toBeNull();
    const before = await versionOf();
    await db().execute(sql`
      INSERT INTO bookings (id, user_id, company_id, service_id, service_name, start_date, start_time,
        duration, start_at, end_at)
      VALUES (gen_random_uuid(), ${w.stranger.id}, ${w.company._id}, ${w.service._id}, 'Cleaning', ${TOMORROW}, 600,
        30, ${TEN}::timestamptz, ${HALF_PAST_TEN}::timestamptz)`);
    expect(await versionOf()).toBe(before + 1);
    expect(await slots()).toMatchObject({ 570: null, 600: 'booked', 630: null });

    await db().execute(sql`
      UPDATE bookings SET start_at = start_at + interval '1 hour', end_at = end_at + interval '1 hour',
        start_time = 660 WHERE company_id = ${w.company._id}`);
    expect(await slots()).toMatchObject({ 600: null, 660: 'booked' });

    await db().execute(
      sql`UPDATE bookings SET cancelled_at = now() WHERE company_id = ${w.company._id}`,
    );
    expect(await slots()).toMatchObject({ 600: null, 660: null });
  });

  it('sees buffers written straight in the database widen a booking', async () => {
    const booked = await createBooking(w, { start_time: 600 });
    expect(await slots()).toMatchObject({ 570: null, 600: 'booked', 630: null });
    await db().execute(
      sql`UPDATE bookings SET buffer_before = 30, buffer_after = 30 WHERE id = ${booked._id}`,
    );
    expect(await slots()).toMatchObject({ 540: null, 570: 'booked', 600: 'booked', 630: 'booked' });
  });

  it('does not read again for changes that leave the time as it was', async () => {
    const booked = await createBooking(w, { start_time: 600 });
    await slots();
    const before = await versionOf();
    await db().execute(
      sql`UPDATE bookings SET text = 'Running late', sequence = sequence + 1 WHERE id = ${booked._id}`,
    );
    expect(await versionOf()).toBe(before);
    expect(await slots()).toMatchObject({ 600: 'booked' });
  });

  it('sees a closure and special hours written straight in the database', async () => {
    expect((await slots())[540]).toBeNull();
    await db().execute(sql`
      INSERT INTO company_closures (id, company_id, from_date, to_date, reason, start_time, end_time)
      VALUES (gen_random_uuid(), ${w.company._id}, ${TOMORROW}, ${TOMORROW}, 'Inventory', 720, 840)`);
    const open = await slots();
    expect(Object.keys(open).map(Number)).toEqual([720, 750, 780, 810]);

    await db().execute(
      sql`UPDATE company_closures SET start_time = NULL, end_time = NULL WHERE company_id = ${w.company._id}`,
    );
    expect(await slots()).toEqual({});

    await db().execute(sql`DELETE FROM company_closures WHERE company_id = ${w.company._id}`);
    expect((await slots())[540]).toBeNull();
  });

  it('sees the business calendar’s busy times written straight in the database', async () => {
    expect((await slots())[600]).toBeNull();
    const [connection] = rowsOf(
      await db().execute(sql`
        INSERT INTO calendar_connections (id, company_id, provider, calendar, secret)
        VALUES (gen_random_uuid(), ${w.company._id}, 'caldav', 'http://127.0.0.1:9/cal/', 'x') RETURNING id`),
    );
    await db().execute(sql`
      INSERT INTO calendar_busy (id, connection_id, company_id, start_at, end_at)
      VALUES (gen_random_uuid(), ${connection.id}, ${w.company._id}, ${TEN}::timestamptz, ${HALF_PAST_TEN}::timestamptz)`);
    expect(await slots()).toMatchObject({ 570: null, 600: 'booked', 630: null });

    await db().execute(sql`DELETE FROM calendar_busy WHERE connection_id = ${connection.id}`);
    expect((await slots())[600]).toBeNull();
  });

  it('reads live holds every time: one held for another is busy until it runs out', async () => {
    await slots();
    await db().execute(sql`
      INSERT INTO waitlist_offers (id, chain_id, company_id, user_id, service_id, day, period,
        start_date, start_time, start_at, end_at, held_until)
      VALUES (gen_random_uuid(), gen_random_uuid(), ${w.company._id}, ${w.stranger.id}, ${w.service._id},
        'Wednesday', 'morning', ${TOMORROW}, 600, ${TEN}::timestamptz,
        ${HALF_PAST_TEN}::timestamptz, ${new Date(w.clock.now.getTime() + 15 * 60_000)})`);
    // Busy to everyone but the person it is held for.
    expect((await slots())[600]).toBe('booked');
    expect((await slots(w.customer.token))[600]).toBe('booked');
    expect((await slots(w.stranger.token))[600]).toBeNull();

    // It runs out with the clock, with nothing written.
    w.clock.now = new Date(w.clock.now.getTime() + 16 * 60_000);
    expect((await slots())[600]).toBeNull();
  });
});
