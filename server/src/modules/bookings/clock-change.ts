import { localDate, localMinutes } from '@slotmap/domain/zoned-time';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { createMessages, type NewMessage } from '../../jobs/notices.ts';
import { companyNameOf, findBookingParts } from './data.ts';
import { ownerOf, whenText } from './notices.ts';
import { bookingWords } from './words.ts';

/** How many bookings one transaction reads anew. */
const PAGE = 500;

/**
 * When the server runs on newer time-zone rules (decision 072), a booking to come keeps its
 * moment, which every calendar invitation, screen and zone-named mail showed, and its local
 * reading (`start_date`, `start_time`) is read again on the business's clock. Where a government
 * changed its clocks the reading moves, and the customer and the owner are told in a notice.
 * A page of bookings at a time, each page a transaction of its own (decision 082): a release
 * that moves a province's clocks moves every booking there, more than one transaction should hold.
 * Gives how many bookings it read anew.
 */
export async function rereadBookingClocks(db: Db, now: Date, pageSize = PAGE): Promise<number> {
  let reread = 0;
  for (let after: string | null = null; ; ) {
    const page = await db.transaction((tx) => rereadPage(tx, now, after, pageSize));
    reread += page.reread;
    if (page.next === null) return reread;
    after = page.next;
  }
}

/**
 * One page, by id. Servers starting side by side take their pages in turn (the lock), and a
 * booking already read right is left alone, so each is told once. A booking moved or cancelled
 * since it was read is left as its change wrote it, on these rules.
 */
async function rereadPage(
  tx: Db,
  now: Date,
  after: string | null,
  limit: number,
): Promise<{ reread: number; next: string | null }> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('zone-rules', 0))`);
  const rows = await tx
    .select({
      id: bookings.id,
      startAt: bookings.startAt,
      startDate: bookings.startDate,
      startTime: bookings.startTime,
      zone: bookings.companyTimeZone,
    })
    .from(bookings)
    .where(
      and(
        isNull(bookings.cancelledAt),
        gt(bookings.startAt, now),
        after === null ? undefined : gt(bookings.id, after),
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(limit);
  let reread = 0;
  for (const row of rows) {
    const at = row.startAt.getTime();
    const startDate = localDate(at, row.zone);
    const startTime = localMinutes(at, row.zone);
    if (startDate === row.startDate && startTime === row.startTime) continue;
    const changed = await tx
      .update(bookings)
      .set({ startDate, startTime })
      .where(
        and(
          eq(bookings.id, row.id),
          eq(bookings.startAt, row.startAt),
          isNull(bookings.cancelledAt),
        ),
      )
      .returning({ id: bookings.id });
    if (changed.length === 0) continue;
    await tellClockChange(tx, row.id);
    reread++;
  }
  return { reread, next: rows.length === limit ? rows[rows.length - 1].id : null };
}

/** The customer's and the owner's notice, each in their own language. */
async function tellClockChange(tx: Db, bookingId: string) {
  const parts = await findBookingParts(tx, bookingId);
  if (!parts) return;
  const business = companyNameOf(parts);
  const owner = await ownerOf(tx, parts);
  const told: NewMessage[] = [];
  const readers = [
    { person: parts.customer, section: 'user' as const },
    { person: owner, section: 'business' as const },
  ];
  for (const { person, section } of readers) {
    if (!person) continue;
    const { language } = person;
    const now = whenText(parts, language);
    told.push({
      userId: person.id,
      title: bookingWords(language, 'bookings.clock.title', {
        service: parts.booking.serviceName,
        business,
      }),
      text: bookingWords(language, 'bookings.clock.text', { business, now }),
      type: 'booking',
      section,
      bookingId,
    });
  }
  await createMessages(tx, told);
}
