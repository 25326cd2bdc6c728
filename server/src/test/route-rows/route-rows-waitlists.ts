import { waitlistExpiry } from '@slotmap/domain/waitlists';
import { waitlistEntries } from '../../db/schema/waitlists.ts';
import type { Role, World } from '../api-world.ts';
import { type RouteRow, signedIn } from './route-row.ts';

/**
 * A business of owner A made for these rows, so the waitlists they fill never meet the world's
 * bookings (a cancelled booking would offer its time to whoever waits).
 */
const waitedCompany = new WeakMap<World, Promise<string>>();
function companyOf(w: World): Promise<string> {
  let id = waitedCompany.get(w);
  if (!id) {
    id = w.throwawayCompany().then((c) => c._id);
    waitedCompany.set(w, id);
  }
  return id;
}

const CELLS = ['morning', 'afternoon', 'evening'] as const;
let next = 0;

/** A live entry of the customer at that business, in a cell of its own. */
async function customerEntry(w: World) {
  const companyId = await companyOf(w);
  const n = next++;
  const cell = { day: 'Wednesday', period: CELLS[n % 3] };
  const createdAt = new Date();
  // One entry per person, business and cell: calling again renews it.
  const [row] = await w.t.database.db
    .insert(waitlistEntries)
    .values({
      userId: w.people.customer.id,
      companyId,
      ...cell,
      duration: '2 Weeks',
      notifyByEmail: true,
      createdAt,
      expiresAt: waitlistExpiry(createdAt, '2 Weeks'),
    })
    .onConflictDoUpdate({
      target: [
        waitlistEntries.userId,
        waitlistEntries.companyId,
        waitlistEntries.day,
        waitlistEntries.period,
      ],
      set: { expiresAt: waitlistExpiry(createdAt, '2 Weeks') },
    })
    .returning({ id: waitlistEntries.id });
  return { id: row.id, companyId, ...cell };
}

/** The customer's own waitlists: only the customer; any other signed-in person is refused. */
const customerOnly = (ok: number, refused: number): Record<Role, number> => ({
  ...signedIn(refused),
  customer: ok,
});

const preferences = { notifyByText: false, notifyByEmail: true };

/** Waitlist entries: only their own customer; a business's queue: its owner and admins. */
export const waitlistRows: RouteRow[] = [
  {
    route: 'POST /api/waitlist',
    call: async (w) => ({
      url: '/api/waitlist',
      body: { company: await companyOf(w), day: 'Monday', period: 'morning', preferences },
    }),
    // The owner may not wait for their own business.
    expect: { ...signedIn(201), owner: 400 },
  },
  {
    route: 'PUT /api/waitlist/:id',
    call: async (w) => ({
      url: `/api/waitlist/${(await customerEntry(w)).id}`,
      body: { preferences: { notifyByText: true, notifyByEmail: true } },
    }),
    expect: customerOnly(200, 404),
  },
  {
    route: 'DELETE /api/waitlist/:id',
    call: async (w) => ({ url: `/api/waitlist/${(await customerEntry(w)).id}` }),
    expect: customerOnly(200, 404),
  },
  {
    route: 'DELETE /api/waitlist/user/:userId/company/:companyId/day/:day/period/:period',
    call: async (w) => {
      const e = await customerEntry(w);
      return {
        url: `/api/waitlist/user/${w.people.customer.id}/company/${e.companyId}/day/${e.day}/period/${e.period}`,
      };
    },
    expect: customerOnly(200, 403),
  },
  {
    route: 'GET /api/waitlist/user/:userId',
    call: async (w) => {
      await customerEntry(w);
      return { url: `/api/waitlist/user/${w.people.customer.id}` };
    },
    expect: customerOnly(200, 403),
  },
  {
    route: 'GET /api/waitlist/user/:userId/company/:companyId',
    call: async (w) => ({
      url: `/api/waitlist/user/${w.people.customer.id}/company/${(await customerEntry(w)).companyId}`,
    }),
    expect: customerOnly(200, 403),
  },
  {
    route: 'GET /api/waitlist/user/:userId/companies',
    call: async (w) => {
      await customerEntry(w);
      return { url: `/api/waitlist/user/${w.people.customer.id}/companies` };
    },
    expect: customerOnly(200, 403),
  },
  {
    route: 'PUT /api/waitlist/company/:companyId',
    call: async (w) => ({
      url: `/api/waitlist/company/${await companyOf(w)}`,
      body: { cells: [{ day: 'Friday', period: 'evening' }], duration: '1 Week', preferences },
    }),
    expect: { ...signedIn(200), owner: 400 },
  },
  {
    route: 'GET /api/waitlist/company/:companyId/day/:day/period/:period',
    call: async (w) => {
      const e = await customerEntry(w);
      return { url: `/api/waitlist/company/${e.companyId}/day/${e.day}/period/${e.period}` };
    },
    expect: { ...signedIn(403), owner: 200, admin: 200 },
    reveals: "A business's owner (and an admin) sees how to reach the people waiting for it",
  },
];
