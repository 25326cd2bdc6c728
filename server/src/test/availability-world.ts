import type {
  CompanyListItemView,
  CompanyView,
  NearbyCompanyView,
  NextAvailableView,
  PageView,
} from '@slotmap/domain/company-view';
import { WEEKDAYS, type Weekday } from '@slotmap/domain/hours';
import type { Period } from '@slotmap/domain/slots';
import { addDays, dateMs } from '@slotmap/domain/zoned-time';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type FreeDayRow, freeDays, freeDaysDigest } from '../db/schema/free-days.ts';
import { waitlistEntries } from '../db/schema/waitlists.ts';
import { recomputeFreeDays } from '../modules/availability/mutations.ts';
import type { TestApp } from './app.ts';
import { createCheckedTestApp } from './checks.ts';
import { createCompany, createUser, serviceInput } from './factories.ts';
import { filledBeforeAll } from './suite.ts';

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** Where the world's businesses are and the searches look from: downtown Toronto. */
export const HERE = { lat: 43.6487, lng: -79.3817 };

/** Store hours as the business form sends them: every day open from `start` to `end` minutes. */
export function hoursEveryDay(start: number, end: number, closed: Weekday[] = []) {
  return Object.fromEntries(
    WEEKDAYS.flatMap((d) => [
      [`${d}_open`, !closed.includes(d)],
      [`${d}_start_time`, start],
      [`${d}_end_time`, end],
    ]),
  );
}

/** A service booked online, `minutes` long, with no questions. */
export const onlineService = (name: string, minutes = 30, rules: Record<string, unknown> = {}) =>
  serviceInput({
    name,
    service_duration: minutes,
    book_online: true,
    call_to_book: false,
    ...rules,
  });

/** A point `miles` north of HERE (a degree of latitude is about 69 miles). */
export const northOfHere = (miles: number) => ({ lat: HERE.lat + miles / 69.05, lng: HERE.lng });

export interface AvailabilityWorld {
  t: TestApp;
  clock: { now: Date };
  owner: TestUser;
  customer: TestUser;
}

/** An app on the world's clock, an owner and a customer. */
export async function availabilityWorld(now: Date): Promise<AvailabilityWorld> {
  const clock = { now };
  const t = await createCheckedTestApp({ clock: () => clock.now });
  const owner = await createUser(t, { firstName: 'Olga' });
  const customer = await createUser(t, { firstName: 'Cora' });
  return { t, clock, owner, customer };
}

/** The world for a describe block: built before its tests, closed after them. */
export const suiteAvailabilityWorld = (now: Date): AvailabilityWorld =>
  filledBeforeAll(
    () => availabilityWorld(now),
    (w) => w.t.close(),
  );

/** A business of the world's owner, by default at HERE, open every day 9 to 10, one 30-minute online service. */
export function openBusiness(
  w: AvailabilityWorld,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<CompanyView> {
  return createCompany(w.t, w.owner, {
    name,
    ...hoursEveryDay(540, 600),
    services: [onlineService('Visit')],
    ...fields,
  });
}

const asJson = async <T>(res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

/** GET /api/company around HERE (5 miles unless told) with this query, as `token` or a visitor. */
export const search = (w: AvailabilityWorld, query = '', token?: string) =>
  w.t
    .call('GET', `/api/company?lat=${HERE.lat}&lng=${HERE.lng}&miles=5&${query}`, undefined, token)
    .then(asJson<PageView<NearbyCompanyView>>);

/** GET /api/company/lists with this query. */
export const lists = (w: AvailabilityWorld, query = '', token?: string) =>
  w.t
    .call('GET', `/api/company/lists?${query}`, undefined, token)
    .then(asJson<PageView<CompanyListItemView>>);

/** The next free time the radius search shows for the business named `name`. */
export async function nextOf(
  w: AvailabilityWorld,
  name: string,
  query = '',
  token?: string,
): Promise<NextAvailableView | null | undefined> {
  const page = await search(w, `limit=50&${query}`, token);
  return page.items.find((c) => c.name === name)?.next_available;
}

/** The names a radius search lists, in its order. */
export const namesOf = (page: PageView<{ name: string }>) => page.items.map((c) => c.name);

/** Books through the API as `who` (the customer unless told): 201. */
export async function bookAt(
  w: AvailabilityWorld,
  company: CompanyView,
  date: string,
  time: number,
  who: TestUser = w.customer,
  service = company.services[0],
) {
  const res = await w.t.call(
    'POST',
    '/api/bookings',
    {
      company: company._id,
      service: service._id,
      start_date: date,
      start_time: time,
      text: '',
      intakeForm: [],
    },
    who.token,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string };
}

/** `who` waits for `day` × `period` at the business: the next freed time there is held for them. */
export async function waitFor(
  w: AvailabilityWorld,
  who: TestUser,
  companyId: string,
  day: Weekday,
  period: Period,
) {
  await w.t.database.db.insert(waitlistEntries).values({
    userId: who.id,
    companyId,
    day,
    period,
    duration: '2 Weeks',
    notifyByEmail: true,
    notifyByText: false,
    createdAt: new Date(w.clock.now.getTime() - 60_000),
    expiresAt: new Date(w.clock.now.getTime() + 13 * 86_400_000),
  });
}

/** The business's free-time summary rows, by day. */
export const summaryOf = (w: AvailabilityWorld, companyId: string) =>
  w.t.database.db
    .select()
    .from(freeDays)
    .where(eq(freeDays.companyId, companyId))
    .orderBy(asc(freeDays.day));

const NOTHING_FREE = -32_768;

/**
 * What the digest on a business's row should say for its summary rows (decision 070), worked out
 * here on its own: for each day with a row, each part of day's `*_until` as minutes from the
 * day's midnight UTC (-32768: nothing free then).
 */
export function digestOf(rows: readonly FreeDayRow[]): Record<string, number[]> {
  const minutes = (day: string, until: Date | null) =>
    until ? Math.floor((until.getTime() - dateMs(day)) / 60_000) : NOTHING_FREE;
  return Object.fromEntries(
    rows.map((r) => [
      r.day,
      [
        minutes(r.day, r.morningUntil),
        minutes(r.day, r.afternoonUntil),
        minutes(r.day, r.eveningUntil),
      ],
    ]),
  );
}

/** What the digest on the business's row says: its days with something free, as digestOf. */
export async function digestKept(w: AvailabilityWorld, companyId: string) {
  const [row] = await w.t.database.db
    .select({
      from: freeDaysDigest.from,
      morning: freeDaysDigest.morning,
      afternoon: freeDaysDigest.afternoon,
      evening: freeDaysDigest.evening,
    })
    .from(freeDaysDigest)
    .where(eq(freeDaysDigest.companyId, companyId));
  const days: Record<string, number[]> = {};
  const { from, morning, afternoon, evening } = row;
  if (!from || !morning || !afternoon || !evening) return days;
  expect([afternoon.length, evening.length]).toEqual([morning.length, morning.length]);
  morning.forEach((m, i) => {
    const parts = [m, afternoon[i], evening[i]];
    if (parts.some((p) => p !== NOTHING_FREE)) days[addDays(from, i)] = parts;
  });
  return days;
}

/**
 * The summary as kept by the changes so far equals one computed afresh now: nothing was missed.
 * The digest on the business's row says what the summary says. Answers the rows.
 */
export async function expectSummaryFresh(w: AvailabilityWorld, companyId: string) {
  const kept = await summaryOf(w, companyId);
  expect(await digestKept(w, companyId)).toEqual(digestOf(kept));
  await w.t.database.db.transaction((tx) => recomputeFreeDays(tx, companyId, w.clock.now));
  const fresh = await summaryOf(w, companyId);
  expect(kept).toEqual(fresh);
  return kept;
}
