import type { Role, World } from '../api-world.ts';
import { claims } from '../../db/schema/discovery.ts';
import { companyInput, createUser } from '../factories.ts';
import type { RouteRow } from './route-row.ts';
import { CLOSURES } from './route-rows-companies.ts';

/** Admin calls: a visitor 401, every signed-in non-admin 403, an admin `ok`. */
const adminOnly = (ok: number): Record<Role, number> => ({
  visitor: 401,
  customer: 403,
  otherCustomer: 403,
  owner: 403,
  otherOwner: 403,
  admin: ok,
});

/** A user of nobody's world, for the calls that change or delete one. */
const someone = async (w: World) => (await createUser(w.t)).id;

/** An open claim of a fresh unclaimed business by a fresh person. */
async function openClaim(w: World): Promise<string> {
  const company = await w.throwawayUnclaimed();
  const [row] = await w.t.database.db
    .insert(claims)
    .values({ companyId: company._id, userId: await someone(w) })
    .returning({ id: claims.id });
  return row.id;
}

const claimantsShown = 'Admins see how to reach the people who claim a business';

/** The super-admin area: users, claims and the audit log. */
export const adminRows: RouteRow[] = [
  {
    route: 'GET /api/claim',
    call: async (w) => {
      await openClaim(w);
      return { url: '/api/claim' };
    },
    expect: adminOnly(200),
    reveals: claimantsShown,
  },
  {
    route: 'GET /api/claim/transferred',
    call: () => ({ url: '/api/claim/transferred' }),
    expect: adminOnly(200),
    reveals: claimantsShown,
  },
  {
    route: 'PUT /api/claim/transfer',
    call: async (w) => ({ url: '/api/claim/transfer', body: { id: await openClaim(w) } }),
    expect: adminOnly(200),
    reveals: claimantsShown,
  },
  {
    route: 'DELETE /api/claim/:id',
    call: async (w) => ({ url: `/api/claim/${await openClaim(w)}` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/users/userlist',
    call: () => ({ url: '/api/users/userlist?search=example&limit=5' }),
    expect: adminOnly(200),
    reveals: 'Admins look after every account and see how to reach each',
  },
  {
    route: 'PUT /api/users/userlist/:id',
    call: async (w) => ({
      url: `/api/users/userlist/${await someone(w)}`,
      body: { firstName: 'Edited', lastName: 'Person', phone: '4165550177' },
    }),
    expect: adminOnly(200),
    reveals: 'An admin edits the account and sees it back',
  },
  {
    route: 'DELETE /api/users/userlist/:id',
    call: async (w) => ({ url: `/api/users/userlist/${await someone(w)}` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/company/admin/companies',
    call: () => ({ url: '/api/company/admin/companies?limit=5' }),
    expect: adminOnly(200),
    reveals: 'Admins see every business with its owner’s contact',
  },
  {
    route: 'DELETE /api/company/admin/companies/:id',
    call: async (w) => ({
      url: `/api/company/admin/companies/${(await w.throwawayUnclaimed())._id}`,
    }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/company/business/:id',
    call: async (w) => ({ url: `/api/company/business/${(await w.throwawayUnclaimed())._id}` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/company/business',
    call: () => ({ url: '/api/company/business', body: companyInput({ services: [] }) }),
    expect: adminOnly(201),
  },
  {
    route: 'DELETE /api/company/business/:companyId/service/:serviceId',
    call: async (w) => {
      const service = await w.throwawayService();
      return { url: `/api/company/business/${service.company_id}/service/${service._id}` };
    },
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/company/business/:id/closures',
    call: (w) => ({ url: `/api/company/business/${w.companyA._id}/closures`, body: CLOSURES }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/companies/:id',
    call: (w) => ({ url: `/api/admin/companies/${w.companyA._id}` }),
    expect: adminOnly(200),
    reveals: 'Admins see a business with its owner’s contact',
  },
  {
    route: 'GET /api/admin/featured',
    call: () => ({ url: '/api/admin/featured?status=inactive' }),
    expect: adminOnly(200),
    reveals: 'Admins see the featured businesses’ owners',
  },
  {
    route: 'GET /api/admin/audit',
    call: () => ({ url: '/api/admin/audit' }),
    expect: adminOnly(200),
    reveals: 'The audit log names the accounts admins acted on',
  },
];
