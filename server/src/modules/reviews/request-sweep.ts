import { REVIEW_REQUEST_DAYS } from '@slotmap/domain/reviews';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../../db/schema/accounts.ts';
import { type BookingRow, bookings } from '../../db/schema/bookings.ts';
import { type CompanyRow, companies } from '../../db/schema/companies.ts';
import type { UserRow } from '../../http/auth.ts';
import { reviewRequests } from '../../db/schema/reviews.ts';
import { bookingMailFacts } from '../../integrations/mail/booking-facts.ts';
import { composeMail } from '../../integrations/mail/compose.ts';
import { enqueueAll } from '../../jobs/outbox.ts';
import { createMessages } from '../../jobs/notices.ts';
import { Periodic } from '../../jobs/periodic.ts';
import { reviewWords } from './words.ts';

/** A visit's review request goes out within this long of its end. */
export const REVIEW_REQUEST_EVERY_MS = 60 * 1000;
/** Requests written per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Asks for a review of each visit that ended (not cancelled) in the last REVIEW_REQUEST_DAYS and
 * was not asked about yet: an in-app notice and a mail linking to the booking's review form.
 * The request row, keyed by the booking, is written in the same transaction as the notices, so
 * of two instances sweeping at once one writes it and the other skips it (ON CONFLICT DO
 * NOTHING): no visit is asked about twice. Returns how many were asked.
 */
export async function sendReviewRequests(db: Db, now: Date, publicUrl: string): Promise<number> {
  const since = new Date(now.getTime() - REVIEW_REQUEST_DAYS * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      INSERT INTO ${reviewRequests} (booking_id, created_at)
      SELECT b.id, ${now.toISOString()}::timestamptz
      FROM ${bookings} AS b
      WHERE b.cancelled_at IS NULL AND b.user_id IS NOT NULL AND b.company_id IS NOT NULL
        AND b.end_at <= ${now.toISOString()}::timestamptz
        AND b.end_at > ${since.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM ${reviewRequests} AS q WHERE q.booking_id = b.id)
      ORDER BY b.end_at
      LIMIT ${BATCH}
      ON CONFLICT (booking_id) DO NOTHING
      RETURNING booking_id`);
    const ids = rowsOf(result).map((r) => String(r.booking_id));
    if (ids.length === 0) return 0;
    const asked = (
      await tx
        .select({ booking: bookings, customer: users, company: companies })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .leftJoin(companies, eq(companies.id, bookings.companyId))
        .where(inArray(bookings.id, ids))
    ).map((row) => ({ ...row, business: row.company?.name ?? row.booking.companyName }));
    await createMessages(
      tx,
      asked.map(({ booking, customer, business }) => ({
        userId: customer.id,
        // In the customer's language (decision 069).
        title: reviewWords(customer.language, 'reviewMail.title', { business }),
        text: reviewWords(customer.language, 'reviewMail.notice', { service: booking.serviceName }),
        type: 'booking' as const,
        section: 'user' as const,
        bookingId: booking.id,
      })),
    );
    await enqueueAll(
      tx,
      await Promise.all(
        asked.map(async (a) => ({
          kind: 'mail',
          payload: { ...(await reviewRequestMail(a, publicUrl)) },
          key: `review-request:${a.booking.id}`,
        })),
      ),
    );
    return ids.length;
  });
}

/**
 * The request (decision 059): the visit's facts as every booking mail gives them, the business's
 * address, map link and phone among them, but no price (the service may cost otherwise now), and
 * the button to the review form on the booking page.
 */
function reviewRequestMail(
  {
    booking: b,
    customer,
    company,
    business,
  }: { booking: BookingRow; customer: UserRow; company: CompanyRow | null; business: string },
  publicUrl: string,
) {
  const { language } = customer;
  return composeMail({
    language,
    to: customer.email,
    subject: reviewWords(language, 'reviewMail.title', { business }),
    heading: business,
    greeting: customer.firstName,
    paragraphs: [reviewWords(language, 'reviewMail.intro', { business, service: b.serviceName })],
    facts: bookingMailFacts({ booking: b, company }, null, language),
    action: {
      label: reviewWords(language, 'reviewMail.action'),
      url: `${publicUrl}/bookings/${b.id}#review`,
    },
    notes: [reviewWords(language, 'reviewMail.shown')],
  });
}

/** Runs sendReviewRequests by the app's clock (started with the outbox worker). */
export class ReviewRequestSweep extends Periodic {
  constructor(db: Db, clock: () => Date, publicUrl: string, log: FastifyBaseLogger) {
    super(
      'reviews: requests after visits',
      () => sendReviewRequests(db, clock(), publicUrl),
      REVIEW_REQUEST_EVERY_MS,
      log,
    );
  }
}
