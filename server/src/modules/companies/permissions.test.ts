import type { CompanyView } from '@slotmap/domain/company-view';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import {
  companyInput,
  createAdmin,
  createCompany,
  createUser,
  serviceInput,
} from '../../test/factories.ts';
import { suiteTestApp } from '../../test/suite.ts';

type Write = [
  string,
  'POST' | 'PUT' | 'DELETE',
  (c: CompanyView) => string,
  (c: CompanyView) => unknown,
];

// Every call that changes a business, its hours or its services, with a valid body.
const writes: Write[] = [
  [
    'update through the whole form',
    'POST',
    () => '/api/company',
    (c) => companyInput({ _id: c._id, name: 'Taken Over' }),
  ],
  [
    'edit fields',
    'PUT',
    (c) => `/api/company/business/${c._id}`,
    () => ({ name: 'Taken Over', Monday_open: false }),
  ],
  [
    'add a service',
    'PUT',
    () => '/api/company/business/service',
    (c) => serviceInput({ company_id: c._id }),
  ],
  [
    'edit a service',
    'PUT',
    (c) => `/api/company/business/service/${c.services[0]._id}`,
    () => serviceInput({ name: 'Renamed' }),
  ],
  [
    'delete a service',
    'DELETE',
    (c) => `/api/company/service/${c.services[0]._id}`,
    () => undefined,
  ],
  ['delete the business', 'DELETE', (c) => `/api/company/${c._id}`, () => undefined],
];

describe(`who may change a business, on ${testDbKind}`, () => {
  const t = suiteTestApp();
  let owner: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    [owner, stranger, admin] = await Promise.all([createUser(t), createUser(t), createAdmin(t)]);
  });

  const view = async (id: string) => (await t.call('GET', `/api/company/${id}`)).json();

  it.each(writes)(
    'a stranger may not %s (403, nothing changes)',
    async (_what, method, url, body) => {
      const company = await createCompany(t, owner);
      const res = await t.call(method, url(company), body(company), stranger.token);
      expectErrors(res, 403, [{ msg: 'You are not allowed to change this business' }]);
      expect(await view(company._id)).toEqual(company);
    },
  );

  it.each(writes)(
    'a visitor without a token may not %s (401)',
    async (_what, method, url, body) => {
      const company = await createCompany(t, owner);
      const res = await t.call(method, url(company), body(company));
      expectErrors(res, 401, [{ msg: 'No token, authorization denied' }]);
      expect(await view(company._id)).toEqual(company);
    },
  );

  it.each(writes)('an admin may %s', async (_what, method, url, body) => {
    const company = await createCompany(t, owner);
    const res = await t.call(method, url(company), body(company), admin.token);
    expect(res.statusCode, res.body).toBeLessThan(300);
  });

  it.each(writes)('the owner may %s', async (_what, method, url, body) => {
    const company = await createCompany(t, owner);
    const res = await t.call(method, url(company), body(company), owner.token);
    expect(res.statusCode, res.body).toBeLessThan(300);
  });

  it('keeps the owner when an admin edits, and the business out of the admin’s own list', async () => {
    const company = await createCompany(t, owner);
    const res = await t.call(
      'PUT',
      `/api/company/business/${company._id}`,
      { name: 'Admin Fix' },
      admin.token,
    );
    expect(res.json()).toMatchObject({ name: 'Admin Fix', user: owner.id });
    const mine = (await t.call('GET', '/api/company/mine', undefined, admin.token)).json();
    expect(mine.map((c: CompanyView) => c._id)).not.toContain(company._id);
  });

  it('answers 404 for unknown businesses and services, whoever asks', async () => {
    const none = '0190a0a0-0000-7000-8000-000000000000';
    const cases: [string, string, unknown, string][] = [
      ['PUT', `/api/company/business/${none}`, { name: 'X' }, 'Company not found'],
      ['PUT', '/api/company/business/nonsense', { name: 'X' }, 'Company not found'],
      ['DELETE', `/api/company/${none}`, undefined, 'Company not found'],
      [
        'PUT',
        '/api/company/business/service',
        serviceInput({ company_id: none }),
        'Company not found',
      ],
      ['PUT', `/api/company/business/service/${none}`, serviceInput(), 'Service not found'],
      ['DELETE', `/api/company/service/${none}`, undefined, 'Service not found'],
      ['DELETE', '/api/company/service/nonsense', undefined, 'Service not found'],
      ['POST', '/api/company', companyInput({ _id: none }), 'Company not found'],
    ];
    for (const [method, url, body, msg] of cases) {
      const res = await t.call(method as 'PUT', url, body, stranger.token);
      expectErrors(res, 404, [{ msg }]);
    }
  });

  it('says Business Removed and Service Removed, and the business is gone', async () => {
    const company = await createCompany(t, owner);
    const s = await t.call(
      'DELETE',
      `/api/company/service/${company.services[0]._id}`,
      undefined,
      owner.token,
    );
    expect(s.json()).toEqual({ msg: 'Service Removed' });
    const b = await t.call('DELETE', `/api/company/${company._id}`, undefined, owner.token);
    expect(b.json()).toEqual({ msg: 'Business Removed' });
    expect((await t.call('GET', `/api/company/${company._id}`)).statusCode).toBe(404);
  });
});
