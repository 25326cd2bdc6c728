import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookingView, CommentView } from '@slotmap/domain/booking-view';
import type { CompanyView, ServiceView } from '@slotmap/domain/company-view';
import { eq } from 'drizzle-orm';
import { passwordResets, users } from '../db/schema/accounts.ts';
import { confirmationKey, signConfirmation } from '../modules/accounts/email-confirmation.ts';
import { form, imageFile, PNG } from './upload-kit.ts';
import { createTestApp, type TestApp } from './app.ts';
import { steadyRateLimits } from './checks.ts';
import {
  createAdmin,
  createCompany,
  createUnclaimedCompany,
  createUser,
  serviceInput,
} from './factories.ts';
import { type RouteEntry, withRouteTable } from './route-table.ts';

/* One shared world for the tests that walk every route: the permission matrix and the fuzzer. */

export const ROLES = [
  'visitor',
  'customer',
  'otherCustomer',
  'owner',
  'otherOwner',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];
export type PersonRole = Exclude<Role, 'visitor'>;

/** Tuesday 1 December 2026, 9:00 in Toronto; the clock runs on from here. */
export const WORLD_NOW = '2026-12-01T14:00:00.000Z';

export interface Person {
  id: string;
  token: string;
  email: string;
  password: string;
  /** The account's phone, which the contact-info form (POST /profile) also sets. */
  phone: string;
  birthday: string;
}

export interface World {
  t: TestApp;
  routes: RouteEntry[];
  people: Record<PersonRole, Person>;
  /** Owner A's business, where the customer booked. */
  companyA: CompanyView;
  /** Owner A's online service, the one booked. */
  serviceA: ServiceView;
  /** Owner A's second service, never booked: free to edit. */
  spareServiceA: ServiceView;
  companyB: CompanyView;
  /** Listed by the platform, claimed by the other customer. */
  unclaimed: CompanyView;
  /** The customer's booking at owner A's business, with the customer's comment. */
  booking: BookingView;
  comment: CommentView;
  /** The customer's image, attached to the comment; `url` as the upload answered it. */
  upload: { url: string };
  /** A notification of the customer's own. */
  messageId: string;
  token(role: Role): string | undefined;
  /** Someone new in this role (an owner comes with a business), for calls that change the caller. */
  fresh(role: Role): Promise<{ token?: string; email: string; password: string }>;
  /** A free online slot at owner A's business, each call a later one. */
  nextSlot(): { start_date: string; start_time: number };
  throwawayBooking(): Promise<BookingView>;
  throwawayComment(): Promise<CommentView>;
  throwawayCompany(): Promise<CompanyView>;
  throwawayService(): Promise<ServiceView>;
  throwawayUnclaimed(): Promise<CompanyView>;
  /** A working password-reset token of a new user. */
  resetToken(): Promise<string>;
  /** A working e-mail confirmation token of a new, unconfirmed user. */
  confirmToken(): Promise<string>;
  close(): Promise<void>;
}

async function ok<T>(res: ReturnType<TestApp['call']>, what: string): Promise<T> {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${what}: ${r.statusCode} ${r.body}`);
  return r.json() as T;
}

const PERSONS: PersonRole[] = ['customer', 'otherCustomer', 'owner', 'otherOwner', 'admin'];

/** A person with private values found nowhere else in the world, so a leak can be searched for. */
async function person(t: TestApp, role: PersonRole, i: number): Promise<Person> {
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const phone = `41655501${i}${i}`;
  const u = await createUser(t, { firstName: role.replace(/[^A-Za-z]/g, ''), phone, password });
  if (role === 'admin')
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, u.id));
  const birthday = `197${i}-0${i}-1${i}`;
  await ok(t.call('POST', '/api/profile', { phone, birthday, bio: 'Hi' }, u.token), 'profile');
  return { id: u.id, token: u.token, email: u.email, password, phone, birthday };
}

export async function buildWorld(): Promise<World> {
  const dataDir = mkdtempSync(join(tmpdir(), 'slotmap-world-'));
  const limits = {
    registrations: 100_000,
    resets: 100_000,
    uploads: 100_000,
    relayedNotices: 100_000,
    loginFailures: 100_000,
  };
  const { built: t, routes } = await withRouteTable(() =>
    createTestApp({ config: { dataDir, testClock: true, rateLimits: steadyRateLimits(limits) } }),
  );
  await ok(t.call('PUT', '/api/dev/clock', { now: WORLD_NOW }), 'clock');

  const people = {} as Record<PersonRole, Person>;
  for (const [i, role] of PERSONS.entries()) people[role] = await person(t, role, i + 1);
  const { customer, otherCustomer, owner, otherOwner } = people;

  const online = (name: string) =>
    serviceInput({ name, service_duration: 30, book_online: true, call_to_book: false });
  const companyA = await createCompany(t, owner, {
    services: [online('Cleaning'), serviceInput()],
  });
  const [serviceA, spareServiceA] = companyA.services;
  const companyB = await createCompany(t, otherOwner, { services: [online('Massage')] });
  const unclaimed = await createUnclaimedCompany(t);
  await ok(t.call('POST', '/api/claim', { company: unclaimed._id }, otherCustomer.token), 'claim');
  await ok(
    t.call('PUT', `/api/company/like/${companyA._id}`, undefined, otherCustomer.token),
    'like',
  );

  let slot = 0;
  const nextSlot = () => {
    // Sixteen half hours a day from 9:00, from tomorrow on.
    const day = new Date(Date.parse('2026-12-02T00:00:00Z') + Math.floor(slot / 16) * 86_400_000);
    const start_time = 540 + (slot % 16) * 30;
    slot += 1;
    return { start_date: day.toISOString().slice(0, 10), start_time };
  };
  const book = (token: string) =>
    ok<BookingView>(
      t.call(
        'POST',
        '/api/bookings',
        { company: companyA._id, service: serviceA._id, ...nextSlot() },
        token,
      ),
      'booking',
    );

  const body = form(imageFile(PNG));
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { 'content-type': body.contentType, 'x-auth-token': customer.token },
  });
  if (uploaded.statusCode !== 201)
    throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
  const upload = { url: uploaded.json().url as string };

  const booking = await book(customer.token);
  const comment = async (text: string, attachments: string[] = []) => {
    const view = await ok<BookingView>(
      t.call(
        'POST',
        `/api/bookings/comment/${booking._id}`,
        { text, UploadImage: attachments },
        customer.token,
      ),
      'comment',
    );
    return view.comments[view.comments.length - 1];
  };
  const firstComment = await comment('See you then', [upload.url]);
  const message = await ok<{ _id: string }>(
    t.call('POST', '/api/messages', { title: 'Note to self' }, customer.token),
    'message',
  );

  const fresh: World['fresh'] = async (role) => {
    if (role === 'visitor') return { email: '', password: '' };
    const u = role === 'admin' ? await createAdmin(t) : await createUser(t);
    if (role === 'owner' || role === 'otherOwner') await createCompany(t, u);
    return u;
  };

  return {
    t,
    routes,
    people,
    companyA,
    serviceA,
    spareServiceA,
    companyB,
    unclaimed,
    booking: await ok<BookingView>(
      t.call('GET', `/api/bookings/${booking._id}`, undefined, customer.token),
      'read booking',
    ),
    comment: firstComment,
    upload,
    messageId: message._id,
    token: (role) => (role === 'visitor' ? undefined : people[role].token),
    fresh,
    nextSlot,
    throwawayBooking: () => book(customer.token),
    throwawayComment: () => comment('Running late'),
    throwawayCompany: () => createCompany(t, owner),
    throwawayService: () =>
      ok<ServiceView>(
        t.call(
          'PUT',
          '/api/company/business/service',
          serviceInput({ company_id: companyA._id, name: 'Extra' }),
          owner.token,
        ),
        'service',
      ),
    throwawayUnclaimed: () => createUnclaimedCompany(t),
    async resetToken() {
      const u = await createUser(t);
      const token = randomBytes(32).toString('base64url');
      await t.database.db.insert(passwordResets).values({
        userId: u.id,
        // As the reset mail's link carries it: only the hash is stored.
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      return token;
    },
    async confirmToken() {
      const u = await createUser(t, {}, { unconfirmed: true });
      return signConfirmation(confirmationKey(t.app.ctx.config.jwtSecret), u.id, u.email);
    },
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a role may see of each person in any answer; everything else of theirs is a leak. */
export function privateValuesHiddenFrom(
  w: World,
  role: Role,
): { who: PersonRole; value: string }[] {
  const hidden: { who: PersonRole; value: string }[] = [];
  for (const who of PERSONS) {
    if (who === role) continue;
    const p = w.people[who];
    // The business sees the contact details of its customer; an admin those of everyone.
    const seesContact = role === 'admin' || (role === 'owner' && who === 'customer');
    const values = [p.token, p.password, p.birthday];
    if (!seesContact) values.push(p.email, p.phone);
    for (const value of values) hidden.push({ who, value });
  }
  return hidden;
}
