import { randomBytes } from 'node:crypto';
import { weekdayOfDate } from '@slotmap/domain/hours';
import { addDays, instantOf, localDate } from '@slotmap/domain/zoned-time';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { users } from '../db/schema/accounts.ts';
import { bookings } from '../db/schema/bookings.ts';
import { companies, type services } from '../db/schema/companies.ts';
import { registerUser } from '../modules/accounts/mutations.ts';
import { createReview, replyToReview } from '../modules/reviews/mutations.ts';
import { nearestPlaces } from './upcoming.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo people who have been to businesses around Toronto; their passwords are never shown. */
const REVIEWERS = [
  { firstName: 'Cora', lastName: 'Walsh', phone: '4165550111' },
  { firstName: 'Bea', lastName: 'Kaur', phone: '4165550112' },
  { firstName: 'Marcus', lastName: 'Lee', phone: '4165550113' },
  { firstName: 'Nadia', lastName: 'Haddad', phone: '6475550114' },
  { firstName: 'Tom', lastName: 'Fraser', phone: '6475550115' },
];

const WORDS: Record<number, string[]> = {
  5: [
    'On time, friendly and thorough. I have already booked my next visit.',
    'Best appointment I have had in years. Clean, calm and well explained.',
    '',
  ],
  4: [
    'Very good. A short wait at the desk, but the appointment itself was great.',
    'Knew exactly what I needed. Parking nearby is the only hard part.',
  ],
  3: ['Fine overall. Good work, but the room was cold and it felt a little rushed.'],
};
const REPLIES = [
  'Thank you for coming in! We look forward to seeing you again.',
  'Thanks for the kind words, and for the tip about parking: there is now a lot behind us.',
];

/** Stars a business's reviews get, one pattern per business so the averages differ. */
const PATTERNS = [[5, 5, 4], [4, 5], [5, 4, 3, 5], [4, 4], [5], [3, 4, 4], [5, 5, 5, 4], [4, 3]];

interface Place {
  companyId: string;
  companyName: string;
  timeZone: string;
  storeHours: (typeof companies.$inferSelect)['storeHours'];
  ownerId: string | null;
  service: typeof services.$inferSelect;
}

/**
 * A visit that took place, as the booking form would have written it: an online service, on a
 * day the business opens, at its opening time, booked a few days before. None is cancelled, so
 * each may be reviewed (decision 058).
 */
async function pastVisit(db: Db, userId: string, place: Place, daysAgo: number) {
  const today = localDate(Date.now(), place.timeZone);
  let date = addDays(today, -daysAgo);
  // The nearest earlier day the business opens (every demo business opens some days).
  for (let i = 0; i < 7 && !place.storeHours[weekdayOfDate(date)].open; i++)
    date = addDays(date, -1);
  const hours = place.storeHours[weekdayOfDate(date)];
  const startTime = hours.start_time;
  const startAt = new Date(
    instantOf(date, startTime, place.timeZone) ?? Date.now() - daysAgo * DAY_MS,
  );
  const endAt = new Date(startAt.getTime() + place.service.serviceDuration * 60_000);
  const [row] = await db
    .insert(bookings)
    .values({
      userId,
      companyId: place.companyId,
      companyName: place.companyName,
      companyTimeZone: place.timeZone,
      serviceId: place.service.id,
      serviceName: place.service.name,
      serviceDescription: place.service.description,
      serviceIntakeForm: place.service.intakeForm,
      startDate: date,
      startTime,
      duration: place.service.serviceDuration,
      startAt,
      endAt,
      bufferBefore: place.service.bufferBefore,
      bufferAfter: place.service.bufferAfter,
      createdAt: new Date(startAt.getTime() - 3 * DAY_MS),
      updatedAt: new Date(startAt.getTime() - 3 * DAY_MS),
    })
    .returning();
  return row;
}

/**
 * The businesses the demo reviews go to, nearest downtown Toronto first: claimed, with an online
 * service without questions.
 */
async function placesToVisit(db: Db, where: SQL, limit: number): Promise<Place[]> {
  return (await nearestPlaces(db, where, limit)).map(({ company, service }) => ({
    companyId: company.id,
    companyName: company.name,
    timeZone: company.timeZone,
    storeHours: company.storeHours,
    ownerId: company.userId,
    service,
  }));
}

async function userRow(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Reviews through the reviews module's own rules, each written a day after its visit: the demo
 * customer's past visits (one of them at the demo owner's business, answered by the owner) and
 * a handful from other demo people at the businesses nearest downtown Toronto, where /find
 * looks first, so cards and pages show stars.
 * Every visit is more than a week old, so no review request goes out for them.
 */
export async function seedReviews(db: Db, customerId: string, ownerId: string) {
  const write = async (
    authorId: string,
    place: Place,
    daysAgo: number,
    rating: number,
    text: string,
    writtenAt?: Date,
  ) => {
    const booking = await pastVisit(db, authorId, place, daysAgo);
    writtenAt ??= new Date(booking.endAt.getTime() + DAY_MS);
    const review = await createReview(
      db,
      await userRow(db, authorId),
      { booking: booking.id, rating, text },
      writtenAt,
    );
    return { review, writtenAt };
  };

  const customer = [
    ...(await placesToVisit(db, eq(companies.userId, ownerId), 1)),
    ...(await placesToVisit(db, sql`${companies.userId} <> ${ownerId}`, 2)),
  ];
  const customerWords = [
    'Easy to book, and they were ready for me the minute I walked in.',
    'Good appointment. I will come back.',
    '',
  ];
  for (const [i, place] of customer.entries()) {
    // The most recent review, written two days ago, is still the customer's to edit (14 days).
    const { review, writtenAt } = await write(
      customerId,
      place,
      [9, 24, 40][i],
      [5, 4, 5][i],
      customerWords[i],
      i === 0 ? new Date(Date.now() - 2 * DAY_MS) : undefined,
    );
    if (i === 0 && place.ownerId)
      await replyToReview(
        db,
        await userRow(db, place.ownerId),
        review.review.id,
        REPLIES[0],
        new Date(Math.min(writtenAt.getTime() + 5 * 60 * 60 * 1000, Date.now())),
      );
  }

  const people: string[] = [];
  for (const [n, p] of REVIEWERS.entries()) {
    const user = await registerUser(
      db,
      {
        ...p,
        email: `${p.firstName.toLowerCase()}@people.slotmap.demo`,
        password: randomBytes(18).toString('base64url'),
      },
      { confirmed: true },
    );
    people[n] = user.id;
  }
  const reviewed = await placesToVisit(db, sql`true`, PATTERNS.length);
  let k = 0;
  for (const [b, place] of reviewed.entries()) {
    for (const [j, rating] of PATTERNS[b].entries()) {
      const words = WORDS[rating];
      const { review, writtenAt } = await write(
        people[(b + j) % people.length],
        place,
        // Each visit on its own day, well before the demo customer's.
        50 + j * 11 + b,
        rating,
        words[k % words.length],
      );
      if (j === 0 && b % 3 === 1 && place.ownerId)
        await replyToReview(
          db,
          await userRow(db, place.ownerId),
          review.review.id,
          REPLIES[1],
          new Date(writtenAt.getTime() + DAY_MS),
        );
      k++;
    }
  }
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(inArray(bookings.userId, [customerId, ...people]));
  return { visits: n };
}
