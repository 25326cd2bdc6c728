import { localDate, localMinutes } from '@slotmap/domain/zoned-time';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { createMessages, type NewMessage } from '../../jobs/notices.ts';
import { companyNameOf, findBookingParts } from './data.ts';
import { ownerOf, whenText } from './notices.ts';
import { bookingWords } from './words.ts';

/**
 * When the server runs on newer time-zone rules (decision 072), a booking to come keeps its
 * moment, which every calendar invitation, screen and zone-named mail showed, and its local
 * reading (`start_date`, `start_time`) is read again on the business's clock. Where a government
 * changed its clocks the reading moves, and the customer and the owner are told in a notice.
 * Gives how many bookings it read anew.
 */
export async function rereadBookingClocks(tx: Db, now: Date): Promise<number> {
  const rows = await tx
    .select({
      id: bookings.id,
      startAt: bookings.startAt,
      startDate: bookings.startDate,
      startTime: bookings.startTime,
      zone: bookings.companyTimeZone,
    })
    .from(bookings)
    .where(and(isNull(bookings.cancelledAt), gt(bookings.startAt, now)));
  let reread = 0;
  for (const row of rows) {
    const at = row.startAt.getTime();
    const startDate = localDate(at, row.zone);
    const startTime = localMinutes(at, row.zone);
    if (startDate === row.startDate && startTime === row.startTime) continue;
    await tx.update(bookings).set({ startDate, startTime }).where(eq(bookings.id, row.id));
    await tellClockChange(tx, row.id);
    reread++;
  }
  return reread;
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
