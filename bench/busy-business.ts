// The data the booking benchmark loads, straight into the tables: customers, a busy business
// with 10 services and 2,000 bookings, and free businesses to book.
import { users } from '../server/src/db/schema/accounts.ts';
import type { Closure } from '../domain/src/closures.ts';
import { bookings } from '../server/src/db/schema/bookings.ts';
import { companyClosures } from '../server/src/db/schema/closures.ts';
import { companies, services } from '../server/src/db/schema/companies.ts';
import type { Db } from '../server/src/db/connection.ts';
import { hashPassword } from '../server/src/modules/accounts/passwords.ts';

const DAY_MS = 86_400_000;
export const PASSWORD = 'bench-pass';
export const customerEmail = (i: number) => `bench${i}@example.com`;

/** Open every day 7:00 to 21:00. */
const open = { open: true, start_time: 420, end_time: 1260 };
export const OPEN_FROM = open.start_time;
export const OPEN_UNTIL = open.end_time;
const week = Object.fromEntries(
  ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => [
    d,
    open,
  ]),
);

/** `count` customers with one password hash between them; each signs in through the API. */
export async function insertCustomers(db: Db, count: number) {
  const passwordHash = await hashPassword(PASSWORD);
  return db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: 'Bench',
        lastName: `Customer ${i}`,
        email: customerEmail(i),
        phone: '4165550100',
        passwordHash,
      })),
    )
    .returning();
}

/** A business in Toronto, open every day 7:00 to 21:00. */
export async function insertBusiness(db: Db, name: string) {
  const [c] = await db
    .insert(companies)
    .values({
      name,
      email: 'bench@example.com',
      phone: '4165550199',
      category: 'Dental',
      city: 'Toronto',
      province: 'ON',
      country: 'Canada',
      lat: 43.65,
      lng: -79.38,
      timeZone: 'America/Toronto',
      storeHours: week as never,
      isAdmin: true,
    })
    .returning();
  return c;
}

export const DURATIONS = [15, 30, 45, 60, 90, 120, 15, 30, 45, 60];

/** The busy business's services keep buffers and notice, so the slots pay for them. */
export const BENCH_RULES = { minNotice: 120, bufferBefore: 5, bufferAfter: 10, horizonDays: 90 };

/**
 * The busy business's closures, as days after tomorrow: a long weekend, a holiday week and three
 * days of special hours, so the slots pay for looking them up (decision 054).
 */
const CLOSURES: {
  after: number;
  days: number;
  start_time: number | null;
  end_time: number | null;
}[] = [
  { after: 10, days: 3, start_time: null, end_time: null },
  { after: 20, days: 1, start_time: 600, end_time: 840 },
  { after: 30, days: 1, start_time: null, end_time: null },
  { after: 50, days: 7, start_time: null, end_time: null },
  { after: 70, days: 2, start_time: 540, end_time: 780 },
];

/**
 * "Busy Clinic": 10 services of the durations above and 2,000 bookings of 30 minutes by
 * `customerId`, 23 a day from tomorrow, back to back from 8:00. Returns the business, its services
 * and the bookings' instants as the slot function takes them.
 */
export async function insertBusyBusiness(db: Db, customerId: string, now: number) {
  const busy = await insertBusiness(db, 'Busy Clinic');
  const svc = await db
    .insert(services)
    .values(
      DURATIONS.map((d, i) => ({
        companyId: busy.id,
        name: `Service ${i + 1}`,
        description: 'bench',
        price: '50',
        serviceDuration: d,
        bookOnline: true,
        ...BENCH_RULES,
      })),
    )
    .returning();
  const rows = [];
  for (let i = 0; i < 2000; i++) {
    const day = Math.floor(i / 23);
    const date = new Date(firstDay(now).getTime() + day * DAY_MS).toISOString().slice(0, 10);
    const startTime = 480 + (i % 23) * 30;
    // Toronto is UTC-4 or -5; an hour's error at most, the same for every row: fine for load.
    const startAt = new Date(`${date}T00:00:00Z`).getTime() + (startTime + 300) * 60_000;
    rows.push({
      userId: customerId,
      companyId: busy.id,
      companyName: busy.name,
      companyTimeZone: busy.timeZone,
      serviceId: svc[1].id,
      serviceName: 'Service 2',
      startDate: date,
      startTime,
      duration: 30,
      startAt: new Date(startAt),
      endAt: new Date(startAt + 30 * 60_000),
    });
  }
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(bookings).values(rows.slice(i, i + 500));
  const dayAfter = (n: number) =>
    new Date(firstDay(now).getTime() + n * DAY_MS).toISOString().slice(0, 10);
  const closures: Closure[] = CLOSURES.map((c) => ({
    from: dayAfter(c.after),
    to: dayAfter(c.after + c.days - 1),
    reason: 'bench',
    start_time: c.start_time,
    end_time: c.end_time,
  }));
  await db.insert(companyClosures).values(
    closures.map((c) => ({
      companyId: busy.id,
      fromDate: c.from,
      toDate: c.to,
      reason: c.reason,
      startTime: c.start_time,
      endTime: c.end_time,
    })),
  );
  const busyRanges = rows.map((r) => ({ start: r.startAt.getTime(), end: r.endAt.getTime() }));
  return { busy, services: svc, busyRanges, hours: week, closures };
}

/** Tomorrow, noon UTC. */
export const firstDay = (now: number) =>
  new Date(`${new Date(now + DAY_MS).toISOString().slice(0, 10)}T12:00:00Z`);

/** 20 free businesses, each with one 15-minute service. */
export async function insertFreeBusinesses(db: Db, count: number) {
  const free = await Promise.all(
    Array.from({ length: count }, (_, i) => insertBusiness(db, `Free Clinic ${i}`)),
  );
  const svc = await db
    .insert(services)
    .values(
      free.map((c) => ({
        companyId: c.id,
        name: 'Visit',
        description: 'bench',
        price: '50',
        serviceDuration: 15,
        bookOnline: true,
      })),
    )
    .returning();
  return free.map((c, i) => ({ company: c, service: svc[i] }));
}
