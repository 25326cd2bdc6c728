import type { CompanyView } from '@slotmap/domain/company-view';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, createUser, serviceInput } from '../../test/factories.ts';
import { filledBeforeAll, suiteTestApp } from '../../test/suite.ts';

const intake = [
  { field_label: 'Reason for visit', field_type: 'textarea', is_required: true },
  {
    field_label: 'Pain level today',
    field_type: 'slider',
    options: [{ label: 'Low' }, { label: 'High' }],
  },
];

describe(`services on ${testDbKind}`, () => {
  const t = suiteTestApp();
  const owner = filledBeforeAll(() => createUser(t));
  let company: CompanyView;
  beforeEach(async () => {
    company = await createCompany(t, owner);
  });

  const add = (body: Record<string, unknown>) =>
    t.call(
      'PUT',
      '/api/company/business/service',
      { company_id: company._id, ...body },
      owner.token,
    );
  const servicesNow = async () =>
    (await t.call('GET', `/api/company/${company._id}`)).json().services;

  it('adds a service with intake questions, field names made from the labels', async () => {
    const res = await add(
      serviceInput({
        name: 'Massage',
        price: '95.50',
        service_duration: 60,
        book_online: true,
        call_to_book: false,
        intakeForm: intake,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      company_id: company._id,
      name: 'Massage',
      price: 95.5,
      service_duration: 60,
      book_online: true,
      intakeForm: [
        {
          _id: expect.any(String),
          field_name: 'Reason_for_visit',
          field_label: 'Reason for visit',
          field_type: 'textarea',
          is_required: true,
          options: [],
        },
        {
          field_name: 'Pain_level_today',
          field_type: 'slider',
          is_required: false,
          options: [
            { label: 'Low', value: 'Low', isChecked: false },
            { label: 'High', value: 'High', isChecked: false },
          ],
        },
      ],
    });
    expect(await servicesNow()).toHaveLength(2);
  });

  it('edits a service in place', async () => {
    const id = company.services[0]._id;
    const res = await t.call(
      'PUT',
      `/api/company/business/service/${id}`,
      serviceInput({
        name: 'Long check-up',
        service_duration: 90,
        book_site: true,
        book_site_link: 'https://book.example.com',
        call_to_book: false,
      }),
      owner.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: id,
      name: 'Long check-up',
      service_duration: 90,
      book_site: true,
      book_site_link: 'https://book.example.com',
    });
    expect(await servicesNow()).toEqual([res.json()]);
  });

  it('clears the booking-site link when the service is not booked on another site', async () => {
    const res = await add(
      serviceInput({ book_site: false, book_site_link: 'https://book.example.com' }),
    );
    expect(res.json().book_site_link).toBe('');
  });

  // Spec business §5 'Services'.
  it.each([
    ['no name', { name: '' }, [{ msg: 'Service name is required', param: 'name' }]],
    [
      'a name of 51',
      { name: 'x'.repeat(51) },
      [{ msg: 'Service name must be at most 50 characters', param: 'name' }],
    ],
    [
      'no description',
      { description: '' },
      [{ msg: 'Service description is required', param: 'description' }],
    ],
    ['no price', { price: '' }, [{ msg: 'Price is required', param: 'price' }]],
    [
      'a price with letters',
      { price: '12a' },
      [{ msg: 'Price may only contain digits (dollars, optionally with cents)', param: 'price' }],
    ],
    [
      'a negative price',
      { price: '-5' },
      [{ msg: 'Price may only contain digits (dollars, optionally with cents)', param: 'price' }],
    ],
    [
      'a duration not offered',
      { service_duration: 20 },
      [{ msg: 'Duration must be 15, 30, 45, 60, 90 or 120 minutes', param: 'service_duration' }],
    ],
    [
      'no booking method',
      { call_to_book: false },
      [{ msg: 'Please select atleast one contact method!', param: 'book_online' }],
    ],
    [
      'another site without a link',
      { book_site: true },
      [{ msg: 'Please enter a valid URL for the booking site', param: 'book_site_link' }],
    ],
    [
      'another site with a link that is no URL',
      { book_site: true, book_site_link: 'book here' },
      [{ msg: 'Please enter a valid URL for the booking site', param: 'book_site_link' }],
    ],
    [
      'a question of an unknown type',
      { intakeForm: [{ field_label: 'X', field_type: 'color' }] },
      [
        {
          msg: 'Field type must be one of text, checkbox, radio, file, textarea, slider, dropdown',
          param: 'intakeForm.0.field_type',
        },
      ],
    ],
    [
      'a dropdown without options',
      { intakeForm: [{ field_label: 'Insurer', field_type: 'dropdown' }] },
      [{ msg: 'Add at least one option to this question', param: 'intakeForm.0.options' }],
    ],
  ])(
    'refuses a service with %s, on add and on edit, changing nothing',
    async (_what, overrides, errors) => {
      expectErrors(await add(serviceInput(overrides)), 400, errors);
      const edit = await t.call(
        'PUT',
        `/api/company/business/service/${company.services[0]._id}`,
        serviceInput(overrides),
        owner.token,
      );
      expectErrors(edit, 400, errors);
      expect(await servicesNow()).toEqual(company.services);
    },
  );

  it('accepts each of the seven question types', async () => {
    const types = ['text', 'checkbox', 'radio', 'file', 'textarea', 'slider', 'dropdown'];
    const intakeForm = types.map((field_type) => ({
      field_label: `My ${field_type}`,
      field_type,
      options: [{ label: 'A' }],
    }));
    const res = await add(serviceInput({ intakeForm }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().intakeForm.map((f: { field_type: string }) => f.field_type)).toEqual(types);
  });

  it('deletes a service and its business’s other services stay', async () => {
    const second = (await add(serviceInput({ name: 'Second' }))).json();
    const res = await t.call(
      'DELETE',
      `/api/company/service/${company.services[0]._id}`,
      undefined,
      owner.token,
    );
    expect(res.json()).toEqual({ msg: 'Service Removed' });
    expect(await servicesNow()).toEqual([second]);
  });
});
