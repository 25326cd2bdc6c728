import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { userInput } from '../factories.ts';
import { everyone, freshToken, type RouteRow, signedIn } from './route-row.ts';

/** Accounts, profiles and notifications. */
export const accountRows: RouteRow[] = [
  {
    route: 'GET /api/auth',
    call: () => ({ url: '/api/auth' }),
    expect: signedIn(200),
  },
  {
    // Signing in is open to anyone holding the credentials; a fresh person's, so no world
    // person's new token appears in someone else's answer.
    route: 'POST /api/auth',
    call: async (w) => {
      const u = await w.fresh('customer');
      return { url: '/api/auth', body: { email: u.email, password: u.password }, token: null };
    },
    expect: everyone(200),
  },
  {
    // Signing out ends the caller's session: a fresh person does it.
    route: 'POST /api/auth/logout',
    call: async (w, role) => ({ url: '/api/auth/logout', token: await freshToken(w, role) }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/users',
    call: () => ({ url: '/api/users', body: userInput() }),
    expect: everyone(201),
  },
  {
    // The caller's own language: a fresh person switches, so the world's people keep English.
    route: 'PUT /api/users/me/language',
    call: async (w, role) => ({
      url: '/api/users/me/language',
      body: { language: 'fr' },
      token: await freshToken(w, role),
    }),
    expect: signedIn(200),
  },
  {
    // The same answer whether or not the address has an account.
    route: 'POST /api/auth/reset',
    call: (w) => ({ url: '/api/auth/reset', body: { email: w.people.customer.email } }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/new-password',
    call: async (w) => ({
      url: '/api/auth/new-password',
      body: { token: await w.resetToken(), password: 'changed-secret' },
    }),
    expect: everyone(200),
  },
  {
    // The link mailed at sign-up works without a session (it may open on another device).
    route: 'POST /api/auth/confirm-email',
    call: async (w) => ({
      url: '/api/auth/confirm-email',
      body: { token: await w.confirmToken() },
      token: null,
    }),
    expect: everyone(200),
  },
  {
    // A new link for the caller's own address: a fresh, unconfirmed person asks.
    route: 'POST /api/auth/confirm-email/resend',
    call: async (w, role) => {
      const u = await w.fresh(role);
      if (u.token) {
        await w.t.database.db
          .update(users)
          .set({ emailConfirmedAt: null })
          .where(eq(users.email, u.email));
      }
      return { url: '/api/auth/confirm-email/resend', token: u.token ?? null };
    },
    expect: signedIn(200),
  },
  {
    // Changing the password ends the caller's other sessions: a fresh person does it.
    route: 'POST /api/users/me',
    call: async (w, role) => {
      const u = await w.fresh(role);
      return {
        url: '/api/users/me',
        body: {
          email: u.email || 'nobody@example.com',
          password: 'changed1',
          password2: 'changed1',
        },
        token: u.token ?? null,
      };
    },
    expect: signedIn(200),
  },
  {
    route: 'GET /api/profile',
    call: () => ({ url: '/api/profile' }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/profile/me',
    call: () => ({ url: '/api/profile/me' }),
    expect: signedIn(200),
  },
  {
    // The role saves its own profile again, unchanged.
    route: 'POST /api/profile',
    call: (w, role) => {
      const p = w.people[role === 'visitor' ? 'customer' : role];
      return { url: '/api/profile', body: { phone: p.phone, birthday: p.birthday } };
    },
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/profile',
    call: async (w, role) => ({ url: '/api/profile', token: await freshToken(w, role) }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/messages',
    call: () => ({ url: '/api/messages' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/messages/unread',
    call: () => ({ url: '/api/messages/unread' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/messages',
    call: () => ({ url: '/api/messages', body: { title: 'Bring the forms' } }),
    expect: signedIn(201),
  },
  {
    // A notification is its recipient's alone; to anyone else it does not exist.
    route: 'PUT /api/messages/:id/read',
    call: (w) => ({ url: `/api/messages/${w.messageId}/read` }),
    expect: { ...signedIn(404), customer: 200 },
  },
];
