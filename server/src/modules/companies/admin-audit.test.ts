import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createCompany, createUser, serviceInput } from '../../test/factories.ts';
import { filledBeforeAll, suiteTestApp } from '../../test/suite.ts';

describe(`an admin's changes to someone's business, in the audit log, on ${testDbKind}`, () => {
  const t = suiteTestApp();
  const admin = filledBeforeAll(() => createAdmin(t));

  const activity = async (companyId: string) =>
    (await t.call('GET', `/api/admin/audit?company=${companyId}`, undefined, admin.token))
      .json()
      .map((a: { action: string; before: unknown; after: unknown; actor: { email: string } }) => [
        a.action,
        a.before,
        a.after,
        a.actor.email,
      ])
      .reverse();

  it('records the business edit with the fields that changed, and not the owner’s own', async () => {
    const owner = await createUser(t);
    const company = await createCompany(t, owner, { name: 'Granite Physio' });
    const mine = await t.call(
      'PUT',
      `/api/company/business/${company._id}`,
      { description: 'By the owner' },
      owner.token,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await activity(company._id)).toEqual([]);

    const theirs = await t.call(
      'PUT',
      `/api/company/business/${company._id}`,
      { name: 'Granite Physiotherapy', Monday_open: false },
      admin.token,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    const [edit] = await activity(company._id);
    expect(edit[0]).toBe('company.edit');
    expect(edit[1]).toMatchObject({
      name: 'Granite Physio',
      store_hours: { Monday: { open: true } },
    });
    expect(edit[2]).toMatchObject({
      name: 'Granite Physiotherapy',
      store_hours: { Monday: { open: false } },
    });
    expect(Object.keys(edit[1] as object).sort()).toEqual(['name', 'store_hours']);
    expect(edit[3]).toBe(admin.email);
  });

  it('records a service added, edited and deleted by an admin', async () => {
    const owner = await createUser(t);
    const company = await createCompany(t, owner, { name: 'Quartz Massage' });
    const added = await t.call(
      'PUT',
      '/api/company/business/service',
      { ...serviceInput({ name: 'Hot Stones', price: '90' }), company_id: company._id },
      admin.token,
    );
    expect(added.statusCode, added.body).toBe(201);
    const service = added.json();
    const edited = await t.call(
      'PUT',
      `/api/company/business/service/${service._id}`,
      { ...serviceInput({ name: 'Hot Stones', price: '95' }) },
      admin.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const deleted = await t.call(
      'DELETE',
      `/api/company/service/${service._id}`,
      undefined,
      admin.token,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);

    const log = await activity(company._id);
    expect(log.map((a: unknown[]) => a[0])).toEqual([
      'service.add',
      'service.edit',
      'service.delete',
    ]);
    expect(log[0][2]).toMatchObject({ name: 'Hot Stones', price: '90.00' });
    expect(log[1][1]).toEqual({ service: 'Hot Stones', price: '90.00' });
    expect(log[1][2]).toEqual({ price: '95.00' });
    expect(log[2][1]).toMatchObject({ name: 'Hot Stones' });
  });
});
