import type { CompanyView } from '@slotmap/domain/company-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import type { TestApp } from '../../test/app.ts';
import { createCheckedTestApp, expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, createUser } from '../../test/factories.ts';

const DAY = 24 * 60 * 60 * 1000;

describe(`busy times of a business on ${testDbKind}`, () => {
  let t: TestApp;
  let company: CompanyView;
  let customer: Awaited<ReturnType<typeof createUser>>;

  /** A booking written straight to the table: `start` is an ISO instant, `minutes` long. */
  const book = async (
    start: string,
    minutes: number,
    extra: { cancelled?: boolean; companyId?: string } = {},
  ) => {
    const startAt = new Date(start);
    await t.database.db.insert(bookings).values({
      userId: customer.id,
      companyId: extra.companyId ?? company._id,
      serviceId: company.services[0]._id,
      serviceName: 'Check-up',
      text: 'Private note about my tooth',
      startDate: start.slice(0, 10),
      startTime: startAt.getUTCHours() * 60 + startAt.getUTCMinutes(),
      duration: minutes,
      startAt,
      endAt: new Date(startAt.getTime() + minutes * 60_000),
      cancelledAt: extra.cancelled ? new Date() : null,
    });
  };

  beforeAll(async () => {
    t = await createCheckedTestApp();
    const owner = await createUser(t);
    customer = await createUser(t);
    company = await createCompany(t, owner);
    const other = await createCompany(t, owner);
    await book('2030-03-02T14:00:00.000Z', 30);
    await book('2030-03-02T13:00:00.000Z', 60);
    await book('2030-03-02T15:00:00.000Z', 45, { cancelled: true });
    await book('2030-03-02T15:00:00.000Z', 30, { companyId: other._id });
    await book('2030-03-01T23:45:00.000Z', 30); // crosses into the window's first minute
    await book('2030-03-10T09:00:00.000Z', 15); // at the window's end: outside
  });
  afterAll(() => t.close());

  const busy = (query: string, id = company._id) =>
    t.call('GET', `/api/company/${id}/bookings?${query}`);

  it('answers only start and end of the active bookings in the window, earliest first', async () => {
    const res = await busy('from=2030-03-02T00:00:00Z&to=2030-03-10T09:00:00Z');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { start: '2030-03-01T23:45:00.000Z', end: '2030-03-02T00:15:00.000Z' },
      { start: '2030-03-02T13:00:00.000Z', end: '2030-03-02T14:00:00.000Z' },
      { start: '2030-03-02T14:00:00.000Z', end: '2030-03-02T14:30:00.000Z' },
    ]);
    expect(res.body).not.toContain(customer.id);
    expect(res.body).not.toContain('Private note');
  });

  it('reads instants with an offset, and a window ending where a booking starts excludes it', async () => {
    const res = await busy('from=2030-03-02T09:00:00-05:00&to=2030-03-02T09:00:00-05:00');
    expect(res.statusCode).toBe(400);
    const at = (local: string) => encodeURIComponent(`2030-03-02T${local}:00-05:00`);
    // 07:00 to 08:00 in Toronto is 12:00 to 13:00Z: the 13:00Z booking starts as it ends.
    expect((await busy(`from=${at('07:00')}&to=${at('08:00')}`)).json()).toEqual([]);
    expect((await busy(`from=${at('08:00')}&to=${at('09:00')}`)).json()).toEqual([
      { start: '2030-03-02T13:00:00.000Z', end: '2030-03-02T14:00:00.000Z' },
    ]);
    const later = await busy('from=2030-03-02T13:59:00Z&to=2030-03-02T14:01:00Z');
    expect(later.json()).toEqual([
      { start: '2030-03-02T13:00:00.000Z', end: '2030-03-02T14:00:00.000Z' },
      { start: '2030-03-02T14:00:00.000Z', end: '2030-03-02T14:30:00.000Z' },
    ]);
  });

  it('looks 90 days ahead from now by default', async () => {
    const soon = new Date(Date.now() + 89 * DAY);
    soon.setUTCSeconds(0, 0);
    const late = new Date(Date.now() + 91 * DAY);
    await book(soon.toISOString(), 30);
    await book(late.toISOString(), 30);
    const res = await busy('');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { start: soon.toISOString(), end: new Date(soon.getTime() + 30 * 60_000).toISOString() },
    ]);
    // `to` alone counts from now; `from` alone runs 90 days from it.
    expect((await busy(`to=${late.toISOString()}`)).json()).toHaveLength(1);
    expect((await busy('from=2030-03-01T00:00:00Z')).json()).toHaveLength(4);
  });

  it('is public, and 404 for an unknown business', async () => {
    expectErrors(await busy('', '0190a0a0-0000-7000-8000-000000000000'), 404, [
      { msg: 'Company not found' },
    ]);
    expectErrors(await busy('', 'not-an-id'), 404, [{ msg: 'Company not found' }]);
  });

  it.each([
    ['from=yesterday', 'From must be an ISO date and time', 'from'],
    ['to=2030-03-02', 'To must be an ISO date and time', 'to'],
    ['from=2030-03-02T10:00:00', 'From must be an ISO date and time', 'from'],
    ['from=2030-03-02T10:00:00Z&to=2030-03-02T09:00:00Z', 'To must be after from', 'to'],
    [
      'from=2030-01-01T00:00:00Z&to=2030-04-11T00:00:01Z',
      'The window must be at most 100 days',
      'to',
    ],
  ])('refuses %s', async (query, msg, param) => {
    expectErrors(await busy(query), 400, [{ msg, param }]);
  });

  it('accepts a window of exactly 100 days', async () => {
    expect((await busy('from=2030-01-01T00:00:00Z&to=2030-04-11T00:00:00Z')).statusCode).toBe(200);
  });
});
