import { calendarConnections } from '../../db/schema/calendars.ts';
import { feedToken } from '../../modules/calendars/mutations.ts';
import type { Role, World } from '../api-world.ts';
import { everyone, ownerOrAdmin, type RouteRow, signedIn } from './route-row.ts';

/**
 * Calendar calls. The matrix's server has no Google configuration (400 for whoever may ask) and
 * no CalDAV server: a connect that passes the permission checks is refused for the address
 * (400), which shows it got past them.
 */

/** Nothing listens there: a CalDAV sign-in fails at once. */
const NOWHERE = 'http://127.0.0.1:9/';

/** A CalDAV connection straight in the table, for the calls that need one. */
async function connected(w: World, owner: { userId: string } | { companyId: string }) {
  await w.t.database.db
    .insert(calendarConnections)
    .values({
      ...owner,
      provider: 'caldav',
      accountName: 'Work',
      accountEmail: 'ada',
      calendar: `${NOWHERE}ada/work/`,
      secret: w.t.app.ctx.secrets.seal(
        JSON.stringify({ provider: 'caldav', username: 'ada', password: 'x' }),
      ),
    })
    .onConflictDoNothing();
}

const personOf = (w: World, role: Role) => (role === 'visitor' ? undefined : w.people[role].id);

const caldavBody = { url: NOWHERE, username: 'ada', password: 'secret', replace: true };

export const calendarRows: RouteRow[] = [
  {
    route: 'GET /api/calendar/user',
    call: () => ({ url: '/api/calendar/user' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/calendar/company/:id',
    call: (w) => ({ url: `/api/calendar/company/${w.companyA._id}` }),
    expect: ownerOrAdmin(200),
  },
  {
    route: 'POST /api/calendar/google/start',
    call: (w) => ({ url: '/api/calendar/google/start', body: { company: w.companyA._id } }),
    expect: signedIn(400),
  },
  {
    route: 'POST /api/auth/gtoken',
    call: () => ({ url: '/api/auth/gtoken', body: { code: 'code', state: 'state.mac' } }),
    expect: signedIn(400),
  },
  {
    route: 'POST /api/calendar/caldav',
    call: (w) => ({
      url: '/api/calendar/caldav',
      body: { ...caldavBody, company: w.companyA._id },
    }),
    expect: ownerOrAdmin(400),
  },
  {
    route: 'DELETE /api/calendar/user',
    call: async (w, role) => {
      const id = personOf(w, role);
      if (id) await connected(w, { userId: id });
      return { url: '/api/calendar/user' };
    },
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/calendar/company/:id',
    call: async (w) => {
      await connected(w, { companyId: w.companyA._id });
      return { url: `/api/calendar/company/${w.companyA._id}` };
    },
    expect: ownerOrAdmin(200),
  },
  {
    route: 'PUT /api/auth/gtoken',
    call: async (w, role) => {
      const id = personOf(w, role);
      if (id) await connected(w, { userId: id });
      return { url: '/api/auth/gtoken', body: {} };
    },
    expect: signedIn(200),
  },
  {
    route: 'POST /api/calendar/company/:id/sync',
    call: async (w) => {
      await connected(w, { companyId: w.companyA._id });
      return { url: `/api/calendar/company/${w.companyA._id}/sync` };
    },
    expect: ownerOrAdmin(200),
  },
  {
    route: 'PUT /api/calendar/company/:id/external',
    call: (w) => ({
      url: `/api/calendar/company/${w.companyA._id}/external`,
      body: { calendartype: 'calandly', calendarurl: 'https://calendly.com/harbour' },
    }),
    expect: ownerOrAdmin(200),
  },
  {
    route: 'GET /api/calendar/feeds',
    call: () => ({ url: '/api/calendar/feeds' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/calendar/feeds/rotate',
    call: (w) => ({ url: '/api/calendar/feeds/rotate', body: { company: w.companyA._id } }),
    expect: ownerOrAdmin(200),
  },
  {
    route: 'GET /api/calendar/feed/:file',
    call: async (w) => {
      const token = await feedToken(w.t.database.db, w.t.app.ctx.secrets, {
        kind: 'user',
        userId: w.people.customer.id,
      });
      return { url: `/api/calendar/feed/${token}.ics` };
    },
    expect: everyone(200),
  },
];
