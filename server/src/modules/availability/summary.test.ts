import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { freeDayWindows } from '../../db/schema/free-days.ts';
import {
  type DavStub,
  insertCaldavConnection,
  startDavStub,
} from '../../test/calendar-dav-stub.ts';
import { testDbKind } from '../../test/database.ts';
import {
  bookAt,
  expectSummaryFresh,
  namesOf,
  nextOf,
  onlineService,
  openBusiness,
  search,
  suiteAvailabilityWorld,
  summaryOf,
} from '../../test/availability-world.ts';
import {
  businessRegisterInput,
  companyInput,
  createAdmin,
  serviceInput,
} from '../../test/factories.ts';

/** Tuesday 1 December 2026, 20:00 in Toronto: today's times are over. */
const NOW = new Date('2026-12-02T01:00:00Z');
const TOMORROW = '2026-12-02';
const DAY_AFTER = '2026-12-03';
/** The window from today to 90 days on, as the summary keeps it for a business open every day. */
const WINDOW_DAYS = 90;

describe(`the free-time summary kept in every change's transaction, on ${testDbKind}`, () => {
  const w = suiteAvailabilityWorld(NOW);
  const call = (method: 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    w.t.call(method, `/api${url}`, body, w.owner.token);

  it('is there for a new business, a day per open day of its window', async () => {
    const c = await openBusiness(w, 'Brand New');
    const rows = await expectSummaryFresh(w, c._id);
    // Today (over) has no free time left, but a row: its times count until they are past.
    expect(rows.map((r) => r.day)).toHaveLength(WINDOW_DAYS + 1);
    expect(rows[1]).toMatchObject({
      day: TOMORROW,
      morningFrom: new Date('2026-12-02T14:00:00Z'),
      morningUntil: new Date('2026-12-02T14:30:00Z'),
      afternoonFrom: null,
      eveningUntil: null,
    });
  });

  it('follows bookings made, cancelled and moved', async () => {
    const c = await openBusiness(w, 'Busy Desk');
    const freeOn = async (day: string) =>
      namesOf(await search(w, `available_on=${day}&search=Busy`)).length > 0;
    const first = await bookAt(w, c, TOMORROW, 540);
    await expectSummaryFresh(w, c._id);
    await bookAt(w, c, TOMORROW, 570);
    await bookAt(w, c, DAY_AFTER, 570);
    expect(await freeOn(TOMORROW)).toBe(false);
    await expectSummaryFresh(w, c._id);

    const moved = await w.t.call(
      'POST',
      `/api/bookings/${first._id}/reschedule`,
      { start_date: DAY_AFTER, start_time: 540 },
      w.customer.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect([await freeOn(TOMORROW), await freeOn(DAY_AFTER)]).toEqual([true, false]);
    expect(await nextOf(w, 'Busy Desk')).toMatchObject({ start_date: TOMORROW, start_time: 540 });
    await expectSummaryFresh(w, c._id);

    const cancelled = await w.t.call(
      'DELETE',
      `/api/bookings/${first._id}`,
      { reason: 'Plans changed' },
      w.customer.token,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await freeOn(DAY_AFTER)).toBe(true);
    await expectSummaryFresh(w, c._id);
  });

  it('follows the hours and the closures', async () => {
    const c = await openBusiness(w, 'Changing Hours');
    const closed = await call('PUT', `/company/business/${c._id}`, { Wednesday_open: false });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await nextOf(w, 'Changing Hours')).toMatchObject({ start_date: DAY_AFTER });
    const rows = await expectSummaryFresh(w, c._id);
    expect(rows.map((r) => r.day)).not.toContain(TOMORROW);

    const evenings = await call('PUT', `/company/business/${c._id}`, {
      Wednesday_open: true,
      Wednesday_start_time: 1080,
      Wednesday_end_time: 1140,
    });
    expect(evenings.statusCode, evenings.body).toBe(200);
    expect(
      namesOf(await search(w, `available_on=${TOMORROW}&period=evening&search=Changing`)),
    ).toEqual(['Changing Hours']);
    await expectSummaryFresh(w, c._id);

    const closure = await call('PUT', `/company/${c._id}/closures`, {
      closures: [{ from: TOMORROW, to: DAY_AFTER, reason: 'Away' }],
    });
    expect(closure.statusCode, closure.body).toBe(200);
    expect(await nextOf(w, 'Changing Hours')).toMatchObject({ start_date: '2026-12-04' });
    await expectSummaryFresh(w, c._id);
    expect((await call('PUT', `/company/${c._id}/closures`, { closures: [] })).statusCode).toBe(
      200,
    );
    expect(await nextOf(w, 'Changing Hours')).toMatchObject({
      start_date: TOMORROW,
      start_time: 1080,
    });
    await expectSummaryFresh(w, c._id);
  });

  it('follows services: rules changed, online booking off and on, added and removed', async () => {
    const c = await openBusiness(w, 'Service Desk');
    const [visit] = c.services;
    const edit = (fields: Record<string, unknown>) =>
      call('PUT', `/company/business/service/${visit._id}`, onlineService('Visit', 30, fields));

    expect((await edit({ min_notice: 2 * 24 * 60 })).statusCode).toBe(200);
    expect(await nextOf(w, 'Service Desk')).toMatchObject({ start_date: '2026-12-04' });
    await expectSummaryFresh(w, c._id);

    expect((await edit({ book_online: false, call_to_book: true })).statusCode).toBe(200);
    expect(await summaryOf(w, c._id)).toEqual([]);
    expect(await nextOf(w, 'Service Desk')).toBeNull();
    const windows = await w.t.database.db
      .select()
      .from(freeDayWindows)
      .where(eq(freeDayWindows.companyId, c._id));
    expect(windows).toEqual([]);

    const added = await call('PUT', '/company/business/service', {
      ...onlineService('Quick look', 15),
      company_id: c._id,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await nextOf(w, 'Service Desk')).toMatchObject({
      start_date: TOMORROW,
      service: { name: 'Quick look' },
    });
    await expectSummaryFresh(w, c._id);

    expect((await call('DELETE', `/company/service/${added.json()._id}`)).statusCode).toBe(200);
    expect(await summaryOf(w, c._id)).toEqual([]);
  });

  it('is there for businesses signed up, added by an admin, and goes with a business', async () => {
    const signUp = await w.t.call(
      'POST',
      '/api/users/business-register',
      businessRegisterInput({ name: 'Signed Up Physio', services: [onlineService('Physio', 60)] }),
    );
    expect(signUp.statusCode, signUp.body).toBe(201);
    const admin = await createAdmin(w.t);
    const added = await w.t.call(
      'POST',
      '/api/company/business',
      companyInput({ name: 'Admin Added Barber', services: [onlineService('Cut')] }),
      admin.token,
    );
    expect(added.statusCode, added.body).toBe(201);
    for (const name of ['Signed Up Physio', 'Admin Added Barber']) {
      const [row] = await w.t.database.db.select().from(companies).where(eq(companies.name, name));
      expect((await expectSummaryFresh(w, row.id)).length, name).toBeGreaterThan(50);
    }

    const gone = await openBusiness(w, 'Closing Down');
    expect((await summaryOf(w, gone._id)).length).toBeGreaterThan(0);
    expect((await call('DELETE', `/company/${gone._id}`)).statusCode).toBe(200);
    expect(await summaryOf(w, gone._id)).toEqual([]);
  });

  describe("with the business's calendar", () => {
    let dav: DavStub;
    beforeAll(async () => {
      // The business's own calendar has a meeting tomorrow 9:00 to 10:00.
      dav = await startDavStub(new Date('2026-12-02T14:00:00Z'));
    });
    afterAll(() => dav?.close());

    it('leaves out its busy times once read, and takes them back when it is disconnected', async () => {
      const c = await openBusiness(w, 'Calendar Kept', {
        services: [serviceInput(), onlineService('Visit')],
      });
      await insertCaldavConnection(
        w.t.database.db,
        w.t.app.ctx.secrets,
        { companyId: c._id },
        `${dav.origin}/ok/kept/`,
      );
      expect((await call('POST', `/calendar/company/${c._id}/sync`)).statusCode).toBe(200);
      expect(await nextOf(w, 'Calendar Kept')).toMatchObject({ start_date: DAY_AFTER });
      expect(namesOf(await search(w, `available_on=${TOMORROW}&search=Calendar`))).toEqual([]);
      await expectSummaryFresh(w, c._id);

      expect((await call('DELETE', `/calendar/company/${c._id}`)).statusCode).toBe(200);
      expect(await nextOf(w, 'Calendar Kept')).toMatchObject({
        start_date: TOMORROW,
        start_time: 540,
      });
      await expectSummaryFresh(w, c._id);
    });
  });
});
