import type { BookingView } from '@slotmap/domain/booking-view';
import type { Period } from '@slotmap/domain/slots';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { bookings } from '../db/schema/bookings.ts';
import { messages } from '../db/schema/messages.ts';
import { devMails, outboxJobs } from '../db/schema/platform.ts';
import { waitlistEntries, waitlistOffers } from '../db/schema/waitlists.ts';
import { createUser } from './factories.ts';
import { filledInto } from './suite.ts';
import {
  type BookingWorld,
  bookingBody,
  bookingWorld,
  NOW,
  type TestUser,
} from './booking-world.ts';

/** The booking world (Toronto, 9 to 5, clock at Tuesday 1 December 2026 9:00) and waiting people. */
export async function offerWorld(waiting = 4, config: Partial<Config> = {}) {
  const w = await bookingWorld(config);
  const people: TestUser[] = [];
  for (let i = 0; i < waiting; i++)
    people.push(await createUser(w.t, { firstName: `Waiter${'ABCDEFGH'[i]}` }));
  return { w, people };
}

/**
 * The offer world for a describe block, built before its tests and closed after them:
 * `const { w, people: [a, b] } = suiteOfferWorld(2)`.
 */
export function suiteOfferWorld(waiting = 4, config: Partial<Config> = {}) {
  const live = {
    w: {} as BookingWorld,
    people: Array.from({ length: waiting }, () => ({}) as TestUser),
  };
  return filledInto(
    live,
    (into, made: Awaited<ReturnType<typeof offerWorld>>) => {
      Object.assign(into.w, made.w);
      for (const [i, person] of made.people.entries()) Object.assign(into.people[i], person);
    },
    () => offerWorld(waiting, config),
    (made) => made.w.t.close(),
  );
}

let joined = 0;

/**
 * `who` waits for owner A's `day` × `period`; each call joins after the previous one. Written
 * directly, so these tests stand on the offer chain alone.
 */
export async function wait(
  w: BookingWorld,
  who: TestUser,
  day: string,
  period: Period,
  opts: { expiresAt?: Date; byText?: boolean } = {},
) {
  joined++;
  const createdAt = new Date(NOW.getTime() - 86_400_000 + joined * 1000);
  const [row] = await w.t.database.db
    .insert(waitlistEntries)
    .values({
      userId: who.id,
      companyId: w.company._id,
      day,
      period,
      duration: '2 Weeks',
      notifyByEmail: true,
      notifyByText: opts.byText ?? false,
      createdAt,
      expiresAt: opts.expiresAt ?? new Date(NOW.getTime() + 13 * 86_400_000),
    })
    .returning();
  return row;
}

export async function book(
  w: BookingWorld,
  who: TestUser,
  startTime: number,
  date = '2026-12-02',
): Promise<BookingView> {
  const res = await w.t.call(
    'POST',
    '/api/bookings',
    bookingBody(w, { start_time: startTime, start_date: date }),
    who.token,
  );
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
  return res.json();
}

export const cancel = (w: BookingWorld, who: TestUser, id: string) =>
  w.t.call('DELETE', `/api/bookings/${id}`, { reason: 'Something came up' }, who.token);

/** The offers of a chain (the cancelled booking), in the order made. */
export const chainOf = (w: BookingWorld, chainId: string) =>
  w.t.database.db
    .select()
    .from(waitlistOffers)
    .where(eq(waitlistOffers.chainId, chainId))
    .orderBy(asc(waitlistOffers.createdAt), asc(waitlistOffers.heldUntil));

/** Delivers everything queued and answers the mails that reached `email`'s dev mailbox. */
export async function mailsTo(w: BookingWorld, email: string) {
  await w.t.database.db.update(outboxJobs).set({ runAt: sql`now()` });
  // A batch at a time, until one is not full: everything queued so far is delivered.
  do await w.t.app.outbox.runOnce();
  while (w.t.app.outbox.backlogged);
  return w.t.database.db
    .select()
    .from(devMails)
    .where(eq(devMails.to, email.toLowerCase()))
    .orderBy(asc(devMails.createdAt));
}

export const messagesOf = (w: BookingWorld, userId: string, section: 'user' | 'business') =>
  w.t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.section, section)));

/**
 * An active booking of owner A's `service` written directly (no notices, no rate limits), for
 * tests that need many. Toronto in December is UTC−5.
 */
export async function seedBooking(
  w: BookingWorld,
  who: TestUser,
  date: string,
  startTime: number,
  service = w.service,
) {
  const startAt = new Date(Date.parse(`${date}T00:00:00Z`) + (startTime + 300) * 60_000);
  const [row] = await w.t.database.db
    .insert(bookings)
    .values({
      userId: who.id,
      companyId: w.company._id,
      companyName: w.company.name,
      companyTimeZone: 'America/Toronto',
      serviceId: service._id,
      serviceName: service.name,
      startDate: date,
      startTime,
      duration: service.service_duration,
      startAt,
      endAt: new Date(startAt.getTime() + service.service_duration * 60_000),
    })
    .returning({ id: bookings.id });
  return row.id;
}
