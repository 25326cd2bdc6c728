import {
  type AskedQuestion,
  answerMisfit,
  isAnswered,
  MSG_BOOKING_NOT_FOUND,
  MSG_NOT_ONLINE,
  MSG_ONLY_FUTURE,
  MSG_OUTSIDE_WINDOW,
  MSG_SLOT_NOT_OFFERED,
  MSG_SLOT_PAST,
  MSG_SLOT_TAKEN,
  type IntakeAnswer,
  type NewBooking,
} from '@slotmap/domain/bookings';
import { fieldNameOf } from '@slotmap/domain/services';
import { findSlot, slotEnd } from '@slotmap/domain/slots';
import { queueBookingEventRemovals, queueBookingEvents } from '../calendars/events.ts';
import { dateMs } from '@slotmap/domain/zoned-time';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookingComments, bookings } from '../../db/schema/bookings.ts';
import type { UserRow } from '../../http/auth.ts';
import { conflict, forbidden, HttpError, notFound, sqlState } from '../../http/errors.ts';
import { MSG_COMPANY_NOT_FOUND, MSG_SERVICE_NOT_FOUND } from '../companies/access.ts';
import { findCompanyService } from '../companies/data.ts';
import { rewardReferral } from '../listings/referrals.ts';
import {
  checkHeldTime,
  fulfilOffers,
  offerCancelledTime,
  passOnDueHolds,
} from '../waitlists/offers.ts';
import { ownFileAnswers, ownUploads } from './attachments.ts';
import { type BookingParts, busyRanges, findBookingParts, timeZoneOf } from './data.ts';
import {
  bookingCancelledEffects,
  bookingCreatedEffects,
  type Cancellation,
  commentAddedEffects,
  commentRemovedEffects,
} from './notices.ts';

const HOUR_MS = 3_600_000;

const slotErrors = {
  'outside-window': new HttpError(400, MSG_OUTSIDE_WINDOW),
  'not-offered': new HttpError(400, MSG_SLOT_NOT_OFFERED),
  past: new HttpError(400, MSG_SLOT_PAST),
  booked: new HttpError(409, MSG_SLOT_TAKEN),
} as const;

/**
 * Only answers to the service's own questions are kept, each must fit its question (type,
 * options, scale), and every required one must be there. Stored with the question's own label.
 */
function checkedAnswers(
  questions: (AskedQuestion & { is_required: boolean })[],
  answers: IntakeAnswer[],
): IntakeAnswer[] {
  const byLabel = new Map(answers.map((a) => [a.field_label, a]));
  const kept: IntakeAnswer[] = [];
  const problems: string[] = [];
  for (const q of questions) {
    const answer = byLabel.get(q.field_label);
    const misfit = answer && answerMisfit(q, answer);
    if (misfit) problems.push(misfit);
    else if (q.is_required && !isAnswered(answer?.value))
      problems.push(`Please answer "${q.field_label}"`);
    else if (answer) kept.push({ ...answer, field_label: q.field_label });
  }
  if (problems.length > 0) {
    const errors = problems.map((msg) => ({ msg, param: 'intakeForm' }));
    throw new HttpError(400, errors[0].msg, { errors });
  }
  return kept;
}

/**
 * Holds the per-business lock that bookings, service edits and the business's deletion take in
 * their transactions: what one of them checked still holds when it writes. The id is read as a
 * uuid so every spelling of it names the same lock.
 */
export async function lockCompanyBookings(tx: Db, companyId: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${companyId}::uuid::text, 0))`,
  );
}

/**
 * Books a slot. Everything the page showed is checked again here, under the business's lock, so
 * a service edited or a business closed meanwhile is seen; the exclusion constraint on bookings
 * decides between concurrent requests for overlapping times, and the loser gets 409.
 */
export async function createBooking(
  db: Db,
  actor: UserRow,
  input: NewBooking,
  now: Date,
  publicUrl: string,
): Promise<BookingParts> {
  const insert = () =>
    db.transaction(async (tx) => {
      // Bookings of one business queue here, so concurrent inserts do not deadlock each other
      // inside the exclusion check; the constraint still decides who gets the time.
      await lockCompanyBookings(tx, input.company);
      const target = await findCompanyService(tx, input.company, input.service);
      if (!target) throw notFound(MSG_COMPANY_NOT_FOUND);
      const { company, service } = target;
      if (!service) throw notFound(MSG_SERVICE_NOT_FOUND);
      if (!service.bookOnline) throw new HttpError(400, MSG_NOT_ONLINE);
      const intakeForm = await ownFileAnswers(
        tx,
        actor.id,
        checkedAnswers(service.intakeForm, input.intakeForm),
      );

      // Any booking that could touch this local date: a day lies within 14 h of its UTC reading.
      const day = dateMs(input.start_date);
      const busy = Number.isNaN(day)
        ? []
        : await busyRanges(
            tx,
            company.id,
            new Date(day - 14 * HOUR_MS),
            new Date(day + 38 * HOUR_MS),
          );
      const found = findSlot(input.start_date, input.start_time, {
        hours: company.storeHours,
        timeZone: company.timeZone,
        duration: service.serviceDuration,
        busy,
        now,
      });
      if ('error' in found) throw slotErrors[found.error];
      const start = new Date(found.slot.start);
      const end = new Date(slotEnd(found.slot, service.serviceDuration));
      const held = await checkHeldTime(tx, actor.id, company.id, start, end, now, publicUrl);

      const [row] = await tx
        .insert(bookings)
        .values({
          userId: actor.id,
          companyId: company.id,
          companyName: company.name,
          companyTimeZone: company.timeZone,
          serviceId: service.id,
          serviceName: service.name,
          serviceDescription: service.description,
          serviceIntakeForm: service.intakeForm,
          startDate: input.start_date,
          startTime: input.start_time,
          duration: service.serviceDuration,
          startAt: start,
          endAt: end,
          text: input.text,
          intakeForm,
        })
        .returning();
      await fulfilOffers(tx, actor.id, held, now, publicUrl);
      // Its customer and business are the rows this transaction already holds.
      const parts: BookingParts = { booking: row, customer: actor, company };
      await bookingCreatedEffects(tx, parts, publicUrl);
      await queueBookingEvents(tx, parts);
      // Only someone who signed up through a referral and has not rewarded it yet can.
      if (actor.referredBy && !actor.referralRewardedAt) await rewardReferral(tx, actor.id, now);
      return parts;
    });

  await passOnDueHolds(db, input.company, now, publicUrl);
  // Should a deadlock still happen (PostgreSQL aborts one side), the request is retried and
  // meets the winner's row as a plain conflict.
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert();
    } catch (err) {
      const state = sqlState(err);
      if (state === '23P01') throw conflict(MSG_SLOT_TAKEN);
      if (state !== '40P01' || attempt >= 5) throw err;
    }
  }
}

/**
 * Who may see a booking: its customer, the business's owner, or an admin; others get 404. Once
 * one side has left (deleted account or business), the side that remains and admins still do.
 */
export function canRead(actor: UserRow, parts: BookingParts): boolean {
  return actor.isAdmin || partyOf(actor, parts) !== null;
}

/** The booking's two parties: only they comment, cancel or store calendar ids. */
export function partyOf(actor: UserRow, parts: BookingParts): 'customer' | 'owner' | null {
  if (parts.customer && parts.customer.id === actor.id) return 'customer';
  if (parts.company?.userId === actor.id) return 'owner';
  return null;
}

export async function readableBooking(db: Db, actor: UserRow, id: string): Promise<BookingParts> {
  const parts = await findBookingParts(db, id);
  if (!parts || !canRead(actor, parts)) throw notFound(MSG_BOOKING_NOT_FOUND);
  return parts;
}

/** A booking the caller is a party of (its customer or the business owner); else 404. */
export async function relayableBooking(db: Db, actor: UserRow, id: string): Promise<BookingParts> {
  const parts = await findBookingParts(db, id);
  if (!parts || !partyOf(actor, parts)) throw notFound(MSG_BOOKING_NOT_FOUND);
  return parts;
}

/** The booking's people still on Slotmap: its customer and the business's owner, if any. */
export async function partiesOf(db: Db, parts: BookingParts): Promise<UserRow[]> {
  const people = parts.customer ? [parts.customer] : [];
  const ownerId = parts.company?.userId;
  if (!ownerId) return people;
  const [owner] = await db.select().from(users).where(eq(users.id, ownerId)).limit(1);
  return owner ? [...people, owner] : people;
}

/**
 * Cancels an active booking and tells its parties, in the caller's transaction. Answers false
 * when it was cancelled already (by the other party at the same moment): nothing more to do.
 */
export async function cancelActiveBooking(
  tx: Db,
  parts: BookingParts,
  actorId: string,
  cancellation: Cancellation,
  now: Date,
  publicUrl: string,
): Promise<boolean> {
  if (parts.booking.companyId) await lockCompanyBookings(tx, parts.booking.companyId);
  const [row] = await tx
    .update(bookings)
    .set({ cancelledAt: now, cancelledBy: actorId, cancelReason: cancellation.reason })
    .where(and(eq(bookings.id, parts.booking.id), isNull(bookings.cancelledAt)))
    .returning({ id: bookings.id });
  if (!row) return false;
  await bookingCancelledEffects(tx, parts, cancellation, publicUrl);
  await queueBookingEventRemovals(tx, parts.booking.id);
  if (cancellation.leaving !== 'business')
    await offerCancelledTime(tx, parts.booking, timeZoneOf(parts), now, publicUrl);
  return true;
}

/** The customer or the owner cancels a booking that has not started; its time is free again. */
export async function cancelBooking(
  db: Db,
  actor: UserRow,
  id: string,
  reason: string,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const parts = await readableBooking(db, actor, id);
  const party = partyOf(actor, parts);
  if (!party) throw forbidden('Only the customer or the business can cancel this appointment');
  if (parts.booking.cancelledAt) throw notFound(MSG_BOOKING_NOT_FOUND);
  if (parts.booking.startAt <= now) throw new HttpError(400, MSG_ONLY_FUTURE);
  const by = party === 'customer' ? 'customer' : 'business';
  await db.transaction((tx) =>
    cancelActiveBooking(tx, parts, actor.id, { by, reason }, now, publicUrl),
  );
}

/** Calendar event ids: each party stores its own. */
export async function storeCalendarIds(
  db: Db,
  actor: UserRow,
  id: string,
  ids: { user_calender?: string; business_calender?: string },
): Promise<void> {
  const parts = await readableBooking(db, actor, id);
  const party = partyOf(actor, parts);
  if (ids.user_calender !== undefined && party !== 'customer')
    throw forbidden('Only the customer stores user_calender');
  if (ids.business_calender !== undefined && party !== 'owner')
    throw forbidden('Only the business stores business_calender');
  await db
    .update(bookings)
    .set({
      ...(ids.user_calender !== undefined ? { userCalender: ids.user_calender } : {}),
      ...(ids.business_calender !== undefined ? { businessCalender: ids.business_calender } : {}),
    })
    .where(eq(bookings.id, id));
}

export async function addComment(
  db: Db,
  actor: UserRow,
  bookingId: string,
  comment: { text: string; attachments: string[] },
  publicUrl: string,
): Promise<void> {
  const parts = await readableBooking(db, actor, bookingId);
  if (!partyOf(actor, parts))
    throw forbidden('Only the customer and the business comment on a booking');
  const attachments = await ownUploads(db, actor.id, comment.attachments);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookingComments)
      .values({ bookingId, userId: actor.id, text: comment.text, attachments })
      .returning({ id: bookingComments.id });
    await commentAddedEffects(tx, parts, actor, row.id, comment.text, publicUrl);
  });
}

/** Only a comment's author removes it. */
export async function deleteComment(db: Db, actor: UserRow, bookingId: string, commentId: string) {
  await readableBooking(db, actor, bookingId);
  const [row] = await db
    .select()
    .from(bookingComments)
    .where(and(eq(bookingComments.id, commentId), eq(bookingComments.bookingId, bookingId)))
    .limit(1);
  if (!row) throw notFound('Comment not found');
  if (row.userId !== actor.id) throw forbidden('Only its author can remove a comment');
  await db.transaction(async (tx) => {
    await commentRemovedEffects(tx, row);
    await tx.delete(bookingComments).where(eq(bookingComments.id, commentId));
  });
}

/** Saved intake answers, merged by field name: a new answer replaces the old one of that name. */
export async function saveIntakeAnswers(db: Db, actor: UserRow, answers: IntakeAnswer[]) {
  const checked = await ownFileAnswers(db, actor.id, answers);
  return db.transaction(async (tx) => {
    // Locked, so two saves at once merge instead of one overwriting the other.
    const [row] = await tx
      .select({ saved: users.intakeFormFields })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('update');
    const saved = (row?.saved ?? []) as SavedAnswer[];
    const merged = new Map(saved.map((a) => [a.field_name, a]));
    for (const a of checked) {
      const field_name = fieldNameOf(a.field_label);
      merged.set(field_name, { ...a, field_name });
    }
    const list = [...merged.values()];
    await tx.update(users).set({ intakeFormFields: list }).where(eq(users.id, actor.id));
    return list;
  });
}

type SavedAnswer = IntakeAnswer & { field_name: string };
