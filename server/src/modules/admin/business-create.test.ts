import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { companyInput, createAdmin, createCompany, serviceInput } from '../../test/factories.ts';
import { bookingBody, suiteBookingWorld } from '../../test/booking-world.ts';
import { filledBeforeAll } from '../../test/suite.ts';

describe(`admins add businesses and remove services, on ${testDbKind}`, () => {
  const w = suiteBookingWorld();
  const admin = filledBeforeAll(() => createAdmin(w.t));

  const auditOf = async (query: string) =>
    (await w.t.call('GET', `/api/admin/audit?${query}`, undefined, admin.token)).json();

  it('adds an unclaimed business that customers find with a claim, recorded', async () => {
    const body = companyInput({
      name: 'Quartz Chiropractic',
      lat: 43.7,
      lng: -79.42,
      // Whatever the body says, the admin's business has no owner and is not someone else's.
      _id: w.company._id,
      user: w.customer.id,
    });
    const res = await w.t.call('POST', '/api/company/business', body, admin.token);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Quartz Chiropractic', is_admin: true });
    expect(created._id).not.toBe(w.company._id);
    expect(created.services).toHaveLength(1);
    const [row] = await w.t.database.db
      .select({ userId: companies.userId, isAdmin: companies.isAdmin })
      .from(companies)
      .where(eq(companies.id, created._id));
    expect(row).toEqual({ userId: null, isAdmin: true });
    // The existing business was not touched by the `_id` in the body.
    const kept = await w.t.call('GET', `/api/company/${w.company._id}`);
    expect(kept.json().name).toBe(w.company.name);

    const found = await w.t.call(
      'GET',
      '/api/company?lat=43.7&lng=-79.42&miles=2&search=Quartz',
      undefined,
      w.customer.token,
    );
    expect(found.json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: created._id, is_admin: true })]),
    );
    const claim = await w.t.call('POST', '/api/claim', { company: created._id }, w.customer.token);
    expect(claim.statusCode, claim.body).toBe(201);

    expect(await auditOf(`company=${created._id}`)).toEqual([
      expect.objectContaining({
        action: 'company.create',
        actor: { _id: admin.id, email: admin.email },
        company: { _id: created._id, name: 'Quartz Chiropractic' },
        after: { name: 'Quartz Chiropractic', category: 'Dental', unclaimed: true },
      }),
    ]);
  });

  it('refuses a bad business form with the form’s messages and adds nothing', async () => {
    const before = await w.t.database.db.$count(companies);
    const res = await w.t.call(
      'POST',
      '/api/company/business',
      companyInput({ name: '', lat: 'north' }),
      admin.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
    expect(await w.t.database.db.$count(companies)).toBe(before);
    expect(
      (await w.t.call('POST', '/api/company/business', companyInput(), w.owner.token)).statusCode,
    ).toBe(403);
  });

  it('refuses a business without a street address (spec §5: required in the admin add form)', async () => {
    const before = await w.t.database.db.$count(companies);
    for (const street_address of [undefined, '', '   '])
      expectErrors(
        await w.t.call(
          'POST',
          '/api/company/business',
          companyInput({ street_address }),
          admin.token,
        ),
        400,
        [{ msg: 'Street address is required', param: 'street_address' }],
      );
    expect(await w.t.database.db.$count(companies)).toBe(before);
  });

  it('removes a service of the named business, keeps its bookings and answers the rest', async () => {
    const company = await createCompany(w.t, w.owner, {
      services: [serviceInput({ name: 'Massage' }), serviceInput({ name: 'Stretching' })],
    });
    const [massage, stretching] = company.services;
    const booked = await w.t.call('POST', '/api/bookings', bookingBody(w), w.customer.token);
    expect(booked.statusCode, booked.body).toBe(201);

    const wrong = await w.t.call(
      'DELETE',
      `/api/company/business/${w.company._id}/service/${massage._id}`,
      undefined,
      admin.token,
    );
    expectErrors(wrong, 404, [{ msg: 'Service not found' }]);

    const res = await w.t.call(
      'DELETE',
      `/api/company/business/${company._id}/service/${massage._id}`,
      undefined,
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ _id: stretching._id, name: 'Stretching' }),
    ]);

    // A booked service is never removed silently: the admin chooses, as the owner would, and the
    // booking keeps what was booked.
    const bookedPath = `/api/company/business/${w.company._id}/service/${w.service._id}`;
    const asked = await w.t.call('DELETE', bookedPath, undefined, admin.token);
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json().upcoming).toMatchObject({
      total: 1,
      bookings: [{ _id: booked.json()._id }],
    });
    const gone = await w.t.call('DELETE', `${bookedPath}?upcoming=cancel`, undefined, admin.token);
    expect(gone.json().map((s: { _id: string }) => s._id)).toEqual([w.long._id]);
    const booking = await w.t.call(
      'GET',
      `/api/bookings/${booked.json()._id}`,
      undefined,
      w.customer.token,
    );
    expect(booking.json().service).toMatchObject({ name: 'Cleaning' });
    expect(booking.json().cancel_reason).toBe('The business no longer offers Cleaning');

    expect(
      (await auditOf(`company=${company._id}`)).map((a: { action: string; before: unknown }) => [
        a.action,
        a.before,
      ]),
    ).toEqual([
      [
        'service.delete',
        expect.objectContaining({ name: 'Massage', price: '80.00', service_duration: 30 }),
      ],
    ]);
    expectErrors(
      await w.t.call(
        'DELETE',
        `/api/company/business/${company._id}/service/${massage._id}`,
        undefined,
        admin.token,
      ),
      404,
      [{ msg: 'Service not found' }],
    );
  });
});
