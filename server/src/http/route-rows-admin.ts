import type { Role, World } from '../test/api-world.ts';
import { createUser } from '../test/factories.ts';
import type { RouteRow } from './route-row.ts';

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

/** The super-admin area: users and the audit log. */
export const adminRows: RouteRow[] = [
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
    route: 'GET /api/admin/audit',
    call: () => ({ url: '/api/admin/audit' }),
    expect: adminOnly(200),
    reveals: 'The audit log names the accounts admins acted on',
  },
];
