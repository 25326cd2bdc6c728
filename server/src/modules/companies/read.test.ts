import { CATEGORIES } from '@slotmap/domain/categories';
import type { CompanyView } from '@slotmap/domain/company-view';
import { FORM_FIELD_DEFINITIONS } from '@slotmap/domain/form-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { companyInput, createCompany, createUser } from '../../test/factories.ts';
import { filledBeforeAll, suiteTestApp } from '../../test/suite.ts';

describe(`company reads on ${testDbKind}`, () => {
  const t = suiteTestApp();
  const owner = filledBeforeAll(() => createUser(t));
  let company: CompanyView;
  beforeAll(async () => {
    company = await createCompany(t, owner);
  });

  it('creates a business owned by the caller, with its services, in the spec shape', async () => {
    const input = companyInput();
    expect(company).toMatchObject({
      name: expect.stringMatching(/^Test Clinic/),
      category: 'Dental',
      subcategory: 'General Dentistry',
      location: {
        street_address: input.street_address,
        city: 'Toronto',
        province: 'ON',
        country: 'Canada',
        postal: 'M5X 1A9',
        lat: 43.6487,
        lng: -79.3817,
      },
      geoLocation: { type: 'Point', coordinates: [-79.3817, 43.6487] },
      social: { facebook: '', twitter: '', linkedin: '', instagram: '' },
      time_zone: 'America/Toronto',
      user: owner.id,
      is_admin: false,
      is_featured: false,
      calendartype: '',
      likes: [],
      notified: [],
      reviews: [],
    });
    expect(company.store_hours.Monday).toEqual({ open: true, start_time: 540, end_time: 1020 });
    expect(company.services).toEqual([
      {
        _id: expect.any(String),
        company_id: company._id,
        name: 'Check-up',
        description: 'A routine check-up',
        price: 80,
        service_duration: 30,
        book_online: false,
        book_site: false,
        book_site_link: '',
        call_to_book: true,
        booking_method: '',
        intakeForm: [],
        min_notice: 0,
        buffer_before: 0,
        buffer_after: 0,
        horizon_days: 90,
      },
    ]);
  });

  it('shows one business to anyone, signed in or not', async () => {
    const res = await t.call('GET', `/api/company/${company._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(company);
  });

  it('answers 404 for an unknown id and for something that is not an id', async () => {
    expectErrors(await t.call('GET', '/api/company/0190a0a0-0000-7000-8000-000000000000'), 404, [
      { msg: 'Company not found' },
    ]);
    expectErrors(await t.call('GET', '/api/company/not-an-id'), 404, [
      { msg: 'Company not found' },
    ]);
  });

  it('lists the caller’s businesses at /company/mine, newest first, not captured by /company/:id', async () => {
    const second = await createCompany(t, owner, { name: 'Second Clinic' });
    await createCompany(t, await createUser(t), { name: 'Someone Else' });
    const res = await t.call('GET', '/api/company/mine', undefined, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: CompanyView) => c._id)).toEqual([second._id, company._id]);
  });

  it('needs a token for /company/mine and /company/business', async () => {
    expectErrors(await t.call('GET', '/api/company/mine'), 401, [
      { msg: 'No token, authorization denied' },
    ]);
    expectErrors(await t.call('GET', '/api/company/business'), 401, [
      { msg: 'No token, authorization denied' },
    ]);
  });

  it('lists the 22 categories with their subcategories', async () => {
    const res = await t.call('GET', '/api/company/categories-list');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(CATEGORIES);
    expect(res.json()).toHaveLength(22);
  });

  it('lists the ready-made intake questions', async () => {
    const res = await t.call('GET', '/api/company/formFields');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FORM_FIELD_DEFINITIONS);
    expect(res.json()[0]).toMatchObject({
      field_name: 'Date_of_birth',
      field_label: 'Date of birth',
    });
  });
});
