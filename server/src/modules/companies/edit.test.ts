import { flattenHours, type StoreHours, WEEKDAYS } from '@slotmap/domain/hours';
import { describe, expect, it } from 'vitest';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { companyInput, createCompany, createUser } from '../../test/factories.ts';
import { filledBeforeAll, suiteTestApp } from '../../test/suite.ts';

// A week with a closed day, an evening and a late close, as an owner would set it.
const week: StoreHours = {
  Sunday: { open: false, start_time: 540, end_time: 1020 },
  Monday: { open: true, start_time: 480, end_time: 960 },
  Tuesday: { open: true, start_time: 720, end_time: 1260 },
  Wednesday: { open: true, start_time: 0, end_time: 1440 },
  Thursday: { open: true, start_time: 540, end_time: 1020 },
  Friday: { open: true, start_time: 600, end_time: 1380 },
  Saturday: { open: false, start_time: 600, end_time: 900 },
};

describe(`PUT /api/company/business/{id} on ${testDbKind}`, () => {
  const t = suiteTestApp();
  const owner = filledBeforeAll(() => createUser(t));

  const put = (id: string, body: unknown) =>
    t.call('PUT', `/api/company/business/${id}`, body, owner.token);

  it('round-trips a whole week through the flattened fields', async () => {
    const company = await createCompany(t, owner);
    const res = await put(company._id, flattenHours(week));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().store_hours).toEqual(week);
    const again = (await t.call('GET', `/api/company/${company._id}`)).json();
    expect(again.store_hours).toEqual(week);
    // What the form reads back flattens to what it sent.
    expect(flattenHours(again.store_hours)).toEqual(flattenHours(week));
  });

  it('creates with the flattened hours of the form, and 9 to 5 for days not sent', async () => {
    const company = await createCompany(t, owner, { Sunday_open: false, Monday_end_time: 1200 });
    expect(company.store_hours.Sunday.open).toBe(false);
    expect(company.store_hours.Monday).toEqual({ open: true, start_time: 540, end_time: 1200 });
    for (const d of WEEKDAYS.slice(2))
      expect(company.store_hours[d]).toEqual({ open: true, start_time: 540, end_time: 1020 });
  });

  it('changes only the fields that were sent', async () => {
    const company = await createCompany(t, owner, { facebook: 'facebook.com/clinic' });
    const res = await put(company._id, { phone: '6045550123', Tuesday_open: false });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after.phone).toBe('6045550123');
    expect(after.store_hours.Tuesday).toEqual({ ...company.store_hours.Tuesday, open: false });
    expect({ ...after, phone: company.phone, store_hours: company.store_hours }).toEqual(company);
  });

  it('checks a sent time against the stored one: closing must still be after opening', async () => {
    const company = await createCompany(t, owner);
    expectErrors(await put(company._id, { Monday_start_time: 1020 }), 400, [
      { msg: 'Closing time must be later than opening time', param: 'Monday_end_time' },
    ]);
    // A closed day may keep any times.
    expect(
      (await put(company._id, { Monday_open: false, Monday_start_time: 1020 })).statusCode,
    ).toBe(200);
  });

  it('checks the merged business: a new category needs its own subcategory', async () => {
    const company = await createCompany(t, owner);
    expectErrors(await put(company._id, { category: 'Tattoo' }), 400, [
      { msg: 'Please select subcategory.', param: 'subcategory' },
    ]);
    const ok = await put(company._id, { category: 'Tattoo', subcategory: 'Fine Line' });
    expect(ok.json()).toMatchObject({ category: 'Tattoo', subcategory: 'Fine Line' });
  });

  it.each([
    ['an empty name', { name: '' }, [{ msg: 'Company name is required', param: 'name' }]],
    [
      'a bad facebook link',
      { facebook: 'fb.com/x' },
      [{ msg: 'This is not a valid facebook link.', param: 'facebook' }],
    ],
    [
      'a 9-digit fax',
      { fax: '123456789' },
      [{ msg: 'Fax must be exactly 10 digits', param: 'fax' }],
    ],
    [
      'an open flag that is not a flag',
      { Monday_open: 'yes' },
      [{ msg: 'Open must be true or false', param: 'Monday_open' }],
    ],
    [
      'a point outside Canada and the US',
      { lat: 51.5, lng: -0.12 },
      [{ msg: 'Please select valid location.', param: 'lng' }],
    ],
  ])('refuses %s and changes nothing', async (_what, body, errors) => {
    const company = await createCompany(t, owner);
    expectErrors(await put(company._id, body), 400, errors);
    expect((await t.call('GET', `/api/company/${company._id}`)).json()).toEqual(company);
  });

  it('moves the time zone with the coordinates', async () => {
    const company = await createCompany(t, owner);
    const res = await put(company._id, {
      lat: 49.2827,
      lng: -123.1207,
      city: 'Vancouver',
      province: 'BC',
    });
    expect(res.json().time_zone).toBe('America/Vancouver');
  });

  it('updates through POST /company with _id, answering 200 and keeping the services', async () => {
    const company = await createCompany(t, owner);
    const res = await t.call(
      'POST',
      '/api/company',
      companyInput({ _id: company._id, name: 'Renamed Clinic', services: [] }),
      owner.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: company._id, name: 'Renamed Clinic' });
    expect(res.json().services).toEqual(company.services);
  });
});
