import {
  MSG_BOOKING_NOT_FOUND,
  MSG_COMMENTS_CLOSED,
  MSG_ONLY_FUTURE,
} from '@slotmap/domain/bookings';
import {
  type AnswerToSave,
  mergeSavedAnswers,
  type SavedAnswer,
} from '@slotmap/domain/saved-answers';
import { fieldNameOf } from '@slotmap/domain/services';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { lockCompanyBookings } from '../../db/locks.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookingComments, bookings } from '../../db/schema/bookings.ts';
import type { UserRow } from '../../http/auth.ts';
import type { Cancellation, EventHub } from '../../jobs/events.ts';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { ownFileAnswers, ownUploads } from './attachments.ts';
import { type BookingParts, findBookingParts } from './data.ts';
import { commentAddedEffects, commentRemovedEffects } from './comment-notices.ts';
import { assertCustomerMayChange } from './change-policy.ts';

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
 * Cancels an active booking in the caller's transaction; what follows (notices to its parties,
 * calendar events removed, the time offered to the waitlist) subscribes to 'booking.cancelled'.
 * Answers false
 * when it was cancelled already (by the other party at the same moment): nothing more to do.
 */
export async function cancelActiveBooking(
  tx: Db,
  events: EventHub,
  parts: BookingParts,
  actorId: string,
  cancellation: Cancellation,
  now: Date,
  publicUrl: string,
): Promise<boolean> {
  if (parts.booking.companyId) await lockCompanyBookings(tx, parts.booking.companyId);
  const [row] = await tx
    .update(bookings)
    .set({
      cancelledAt: now,
      cancelledBy: actorId,
      cancelReason: cancellation.reason,
      sequence: sql`${bookings.sequence} + 1`,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, parts.booking.id), isNull(bookings.cancelledAt)))
    .returning();
  if (!row) return false;
  // The booking as it is now, under the lock: moved since `parts` was read, its new time is the
  // one that is freed and its raised sequence the one calendars must see.
  const current = { ...parts, booking: row };
  await events.emit(tx, 'booking.cancelled', {
    parts: current,
    actorId,
    cancellation,
    now,
    publicUrl,
  });
  return true;
}

/** The customer or the owner cancels a booking that has not started; its time is free again. */
export async function cancelBooking(
  db: Db,
  events: EventHub,
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
  if (party === 'customer') assertCustomerMayChange(parts, now);
  const by = party === 'customer' ? 'customer' : 'business';
  await db.transaction((tx) =>
    cancelActiveBooking(tx, events, parts, actor.id, { by, reason }, now, publicUrl),
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
  // The booking page shows a cancelled booking's thread but no comment box: nothing is to come.
  if (parts.booking.cancelledAt) throw conflict(MSG_COMMENTS_CLOSED);
  const attachments = await ownUploads(db, actor.id, comment.attachments);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookingComments)
      .values({ bookingId, userId: actor.id, text: comment.text, attachments })
      .returning({ id: bookingComments.id });
    await commentAddedEffects(
      tx,
      parts,
      actor,
      { id: row.id, text: comment.text, images: attachments.length },
      publicUrl,
    );
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

/**
 * Saved intake answers (docs/decisions/035): each kept with the business it answers, replacing
 * that business's answer of the same name; shared with other businesses only when the person
 * ticked "Remember for other businesses" on a short question.
 */
export async function saveIntakeAnswers(
  db: Db,
  actor: UserRow,
  answers: AnswerToSave[],
  companyId: string | null,
) {
  const checked = await ownFileAnswers(db, actor.id, answers);
  return db.transaction(async (tx) => {
    // Locked, so two saves at once merge instead of one overwriting the other.
    const [row] = await tx
      .select({ saved: users.intakeFormFields })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('update');
    const named = checked.map((a) => ({ ...a, field_name: fieldNameOf(a.field_label) }));
    const list = mergeSavedAnswers((row?.saved ?? []) as SavedAnswer[], named, companyId);
    await tx.update(users).set({ intakeFormFields: list }).where(eq(users.id, actor.id));
    return list;
  });
}
