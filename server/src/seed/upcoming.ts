import { WEEKDAYS, weekdayOfDate } from '@slotmap/domain/hours';
import { PERIODS } from '@slotmap/domain/slots';
import { addDays, instantOf, localDate } from '@slotmap/domain/zoned-time';
import { and, asc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { users } from '../db/schema/accounts.ts';
import { bookings } from '../db/schema/bookings.ts';
import { companies, services } from '../db/schema/companies.ts';
import { reminders } from '../db/schema/reminders.ts';
import { likeCompany } from '../modules/discovery/mutations.ts';
import { joinWaitlist } from '../modules/waitlists/mutations.ts';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

type Company = typeof companies.$inferSelect;
type Service = typeof services.$inferSelect;

/** Downtown Toronto, where the demo customer lives and /find looks first. */
const TORONTO = { lat: 43.6532, lng: -79.3832 };
const nearToronto = sql`(${companies.lat} - ${TORONTO.lat}) ^ 2 + (${companies.lng} - ${TORONTO.lng}) ^ 2`;

/** The claimed businesses nearest downtown Toronto, each with an online service without questions. */
export async function nearestPlaces(db: Db, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({ company: companies, service: services })
    .from(companies)
    .innerJoin(services, eq(services.companyId, companies.id))
    .where(
      and(
        where,
        isNotNull(companies.userId),
        eq(services.bookOnline, true),
        sql`${services.intakeForm} = '[]'::jsonb`,
      ),
    )
    .orderBy(asc(nearToronto), asc(companies.id), asc(services.id));
  const seen = new Set<string>();
  const places: { company: Company; service: Service }[] = [];
  for (const row of rows) {
    if (seen.has(row.company.id) || places.length >= limit) continue;
    seen.add(row.company.id);
    places.push(row);
  }
  return places;
}

/**
 * When the upcoming visit starts: the first whole hour the business is open between 3 and 23
 * hours from now, so its 24-hour reminder has gone and its 2-hour one is still to come; when the
 * business is closed all that time, its next opening after that.
 */
export function upcomingStart(
  company: Company,
  duration: number,
  now: number,
): { date: string; minute: number; at: Date } {
  const zone = company.timeZone;
  const today = localDate(now, zone);
  const fits = (date: string, minute: number) => {
    const hours = company.storeHours[weekdayOfDate(date)];
    return hours.open && minute >= hours.start_time && minute + duration <= hours.end_time;
  };
  for (let d = 0; d <= 1; d++) {
    const date = addDays(today, d);
    for (let minute = 0; minute < 24 * 60; minute += 60) {
      const at = instantOf(date, minute, zone);
      if (at !== null && at >= now + 3 * HOUR_MS && at <= now + 23 * HOUR_MS && fits(date, minute))
        return { date, minute, at: new Date(at) };
    }
  }
  for (let d = 1; d <= 7; d++) {
    const date = addDays(today, d);
    const hours = company.storeHours[weekdayOfDate(date)];
    const at = instantOf(date, hours.start_time, zone);
    if (hours.open && at !== null && at >= now + 23 * HOUR_MS)
      return { date, minute: hours.start_time, at: new Date(at) };
  }
  const at = now + 2 * 24 * HOUR_MS;
  const date = localDate(at, zone);
  return {
    date,
    minute: Math.round((at - (instantOf(date, 0, zone) ?? at)) / MINUTE_MS),
    at: new Date(at),
  };
}

/**
 * The demo customer's account as someone who uses it (decisions 057, 041): an upcoming visit at
 * the demo owner's business with its mail reminders (those whose time has come marked sent, the
 * others scheduled; the owner's Appointments tab shows its bell), a liked business and a place on
 * another business's waitlist. The like and the waitlist go through their modules' own rules.
 */
export async function seedUpcoming(db: Db, customerId: string, ownerId: string, now = Date.now()) {
  const [customer] = await db.select().from(users).where(eq(users.id, customerId));
  const [own] = await nearestPlaces(db, eq(companies.userId, ownerId), 1);
  const others = await nearestPlaces(db, ne(companies.userId, ownerId), 2);
  if (!customer || !own || others.length < 2) return;

  const { company, service } = own;
  const start = upcomingStart(company, service.serviceDuration, now);
  const { date: startDate, minute: startTime, at: startAt } = start;
  const bookedAt = new Date(Math.min(now - 3 * 24 * HOUR_MS, startAt.getTime() - 3 * 24 * HOUR_MS));
  const [booking] = await db
    .insert(bookings)
    .values({
      userId: customerId,
      companyId: company.id,
      companyName: company.name,
      companyTimeZone: company.timeZone,
      serviceId: service.id,
      serviceName: service.name,
      serviceDescription: service.description,
      serviceIntakeForm: service.intakeForm,
      startDate,
      startTime,
      duration: service.serviceDuration,
      startAt,
      endAt: new Date(startAt.getTime() + service.serviceDuration * MINUTE_MS),
      bufferBefore: service.bufferBefore,
      bufferAfter: service.bufferAfter,
      text: 'Could we start with the lower back? Thank you!',
      createdAt: bookedAt,
      updatedAt: bookedAt,
    })
    .returning();
  if (customer.reminderMails) {
    await db.insert(reminders).values(
      company.reminderOffsets.map((offset) => {
        const dueAt = new Date(startAt.getTime() - offset * MINUTE_MS);
        const sent = dueAt.getTime() <= now;
        return {
          bookingId: booking.id,
          channel: 'mail' as const,
          offsetMinutes: offset,
          dueAt,
          state: sent ? ('sent' as const) : ('scheduled' as const),
          sentAt: sent ? dueAt : null,
        };
      }),
    );
  }

  await likeCompany(db, customer, others[0].company.id);

  // A morning on its first open weekday at the business next nearest.
  const waitAt = others[1].company;
  const day = WEEKDAYS.find((d) => waitAt.storeHours[d].open) ?? WEEKDAYS[1];
  await joinWaitlist(
    db,
    customer,
    {
      company: waitAt.id,
      day,
      period: PERIODS[0],
      duration: '2 Weeks',
      preferences: { notifyByText: false, notifyByEmail: true },
    },
    new Date(now),
  );
}
