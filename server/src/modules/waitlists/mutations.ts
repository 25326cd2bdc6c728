import { phoneDigits } from '@slotmap/domain/phone';
import {
  cellKey,
  MAX_WAITLIST_ENTRIES,
  MSG_WAITLIST_CONTACT,
  MSG_WAITLIST_FULL,
  MSG_WAITLIST_NO_PHONE,
  MSG_WAITLIST_NOT_FOUND,
  MSG_WAITLIST_OTHER_USER,
  MSG_WAITLIST_OWN_BUSINESS,
  type WaitlistCell,
  type WaitlistDuration,
  type WaitlistPreferences,
  waitlistExpiry,
} from '@slotmap/domain/waitlists';
import type { NewWaitlistEntry, WaitlistDialog, WaitlistUpdate } from '@slotmap/domain/waitlists';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  type WaitlistEntryRow,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/waitlists.ts';
import type { UserRow } from '../../http/auth.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { knownId, MSG_COMPANY_NOT_FOUND } from '../companies/access.ts';
import { findCompany } from '../companies/data.ts';
import { liveCountOf, liveEntry } from './data.ts';
import { endOffer } from './offers.ts';
import { liveHold } from './data.ts';
import { lockCompanyBookings } from '../../db/locks.ts';
import { retryOnce } from '../../db/retry.ts';

/**
 * Joining, changing and leaving waitlists (spec consumer §4, decision 041). Only the entry's own
 * person does any of it; notices go to the account's own e-mail and phone, so a request naming
 * other ones is refused rather than silently sending to somebody else.
 */

interface Contact {
  email?: string;
  phone?: string;
}

function checkContact(actor: UserRow, contact: Contact, prefs: WaitlistPreferences): void {
  const email = contact.email?.trim();
  if (email && email.toLowerCase() !== actor.email.toLowerCase())
    throw badRequest(MSG_WAITLIST_CONTACT);
  const phone = contact.phone ? phoneDigits(contact.phone) : '';
  if (phone && phone !== phoneDigits(actor.phone)) throw badRequest(MSG_WAITLIST_CONTACT);
  if (prefs.notifyByText && phoneDigits(actor.phone ?? '') === '')
    throw badRequest(MSG_WAITLIST_NO_PHONE);
}

/** A business one may wait for: it exists and is not one's own. */
async function waitableCompany(db: Db, actor: UserRow, companyId: string) {
  const company = await findCompany(db, knownId(companyId, MSG_COMPANY_NOT_FOUND));
  if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
  if (company.userId === actor.id) throw badRequest(MSG_WAITLIST_OWN_BUSINESS);
  return company;
}

/**
 * The person's row, locked: their joins at different businesses queue here, so the limit holds
 * under concurrent joins. Always after the business's lock (decision 048), and 'no key update',
 * which leaves the key share that an offer made to them takes on their row free.
 */
async function lockPerson(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * A waitlist change in one transaction that takes the business's booking lock first, as bookings
 * and cancellations do: one lock order everywhere, so they cannot deadlock with each other.
 */
function underBusinessLock<T>(db: Db, companyId: string, work: (tx: Db) => Promise<T>) {
  return retryOnce(() =>
    db.transaction(async (tx) => {
      await lockCompanyBookings(tx, companyId);
      return work(tx);
    }),
  );
}

/**
 * Times held for a person from these entries pass on to the next person, as if they said no. The
 * caller holds the entries' business's lock.
 */
async function releaseHoldsOf(tx: Db, entryIds: string[], now: Date, publicUrl: string) {
  if (entryIds.length === 0) return;
  const held = await tx
    .select()
    .from(waitlistOffers)
    .where(and(inArray(waitlistOffers.entryId, entryIds), liveHold(now)));
  for (const offer of held) await endOffer(tx, offer, 'released', now, publicUrl);
}

function settings(duration: WaitlistDuration, prefs: WaitlistPreferences, createdAt: Date) {
  return {
    duration,
    notifyByText: prefs.notifyByText,
    notifyByEmail: prefs.notifyByEmail,
    expiresAt: waitlistExpiry(createdAt, duration),
  };
}

/**
 * Puts the caller on a business's waitlist for one cell. Joining a cell again updates its entry
 * (its place in the queue is kept); one whose time ran out is replaced by a new one at the end.
 */
export async function joinWaitlist(
  db: Db,
  actor: UserRow,
  input: NewWaitlistEntry,
  now: Date,
): Promise<{ id: string; created: boolean }> {
  if (input.user !== undefined && input.user !== actor.id) throw forbidden(MSG_WAITLIST_OTHER_USER);
  checkContact(actor, input, input.preferences);
  const company = await waitableCompany(db, actor, input.company);
  return underBusinessLock(db, company.id, async (tx) => {
    await lockPerson(tx, actor.id);
    const cell = and(
      eq(waitlistEntries.userId, actor.id),
      eq(waitlistEntries.companyId, company.id),
      eq(waitlistEntries.day, input.day),
      eq(waitlistEntries.period, input.period),
    );
    const [existing] = await tx.select().from(waitlistEntries).where(cell).limit(1);
    if (existing && existing.expiresAt > now) {
      await tx
        .update(waitlistEntries)
        .set(settings(input.duration, input.preferences, existing.createdAt))
        .where(eq(waitlistEntries.id, existing.id));
      return { id: existing.id, created: false };
    }
    if (existing) await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, existing.id));
    if ((await liveCountOf(tx, actor.id, now)) >= MAX_WAITLIST_ENTRIES)
      throw badRequest(MSG_WAITLIST_FULL);
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        userId: actor.id,
        companyId: company.id,
        day: input.day,
        period: input.period,
        createdAt: now,
        ...settings(input.duration, input.preferences, now),
      })
      .returning({ id: waitlistEntries.id });
    return { id: row.id, created: true };
  });
}

/** The caller's own live entry, or 404 (another's entry does not exist for them). */
async function ownLiveEntry(db: Db, actor: UserRow, id: string, now: Date) {
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.id, knownId(id, MSG_WAITLIST_NOT_FOUND)),
        eq(waitlistEntries.userId, actor.id),
        liveEntry(now),
      ),
    )
    .limit(1);
  if (!entry) throw notFound(MSG_WAITLIST_NOT_FOUND);
  return entry;
}

export async function updateEntry(
  db: Db,
  actor: UserRow,
  id: string,
  input: WaitlistUpdate,
  now: Date,
): Promise<void> {
  checkContact(actor, input, input.preferences);
  const entry = await ownLiveEntry(db, actor, id, now);
  await db
    .update(waitlistEntries)
    .set({
      notifyByText: input.preferences.notifyByText,
      notifyByEmail: input.preferences.notifyByEmail,
    })
    .where(eq(waitlistEntries.id, entry.id));
}

async function removeEntries(
  tx: Db,
  entries: WaitlistEntryRow[],
  now: Date,
  publicUrl: string,
): Promise<void> {
  const ids = entries.map((e) => e.id);
  if (ids.length === 0) return;
  await releaseHoldsOf(tx, ids, now, publicUrl);
  await tx.delete(waitlistEntries).where(inArray(waitlistEntries.id, ids));
}

export async function leaveEntry(
  db: Db,
  actor: UserRow,
  id: string,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const entry = await ownLiveEntry(db, actor, id, now);
  await underBusinessLock(db, entry.companyId, (tx) => removeEntries(tx, [entry], now, publicUrl));
}

/** DELETE /waitlist/user/{userId}/company/{companyId}/day/{day}/period/{period}. */
export async function leaveCell(
  db: Db,
  actor: UserRow,
  userId: string,
  companyId: string,
  cell: WaitlistCell,
  now: Date,
  publicUrl: string,
): Promise<void> {
  if (userId !== actor.id) throw forbidden(MSG_WAITLIST_OTHER_USER);
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, actor.id),
        eq(waitlistEntries.companyId, knownId(companyId, MSG_WAITLIST_NOT_FOUND)),
        eq(waitlistEntries.day, cell.day),
        eq(waitlistEntries.period, cell.period),
        liveEntry(now),
      ),
    )
    .limit(1);
  if (!entry) throw notFound(MSG_WAITLIST_NOT_FOUND);
  await underBusinessLock(db, entry.companyId, (tx) => removeEntries(tx, [entry], now, publicUrl));
}

/**
 * The waitlist dialog's save (spec §4), in one transaction: new cells are created, cleared ones
 * deleted, kept ones take the duration and notices chosen; nothing changes if any part fails.
 */
export async function saveDialog(
  db: Db,
  actor: UserRow,
  companyId: string,
  input: WaitlistDialog,
  now: Date,
  publicUrl: string,
): Promise<void> {
  checkContact(actor, {}, input.preferences);
  const company = await waitableCompany(db, actor, companyId);
  const wanted = new Map(input.cells.map((c) => [cellKey(c), c]));
  await underBusinessLock(db, company.id, async (tx) => {
    await lockPerson(tx, actor.id);
    const current = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.userId, actor.id), eq(waitlistEntries.companyId, company.id)));
    const live = current.filter((e) => e.expiresAt > now);
    const kept = live.filter((e) => wanted.has(cellKey(e as WaitlistCell)));
    const cleared = live.filter((e) => !wanted.has(cellKey(e as WaitlistCell)));
    // Expired rows of wanted cells make way for fresh entries (the sweep would delete them).
    const stale = current.filter((e) => e.expiresAt <= now);
    await removeEntries(tx, cleared, now, publicUrl);
    if (stale.length > 0)
      await tx.delete(waitlistEntries).where(
        inArray(
          waitlistEntries.id,
          stale.map((e) => e.id),
        ),
      );
    for (const e of kept) {
      await tx
        .update(waitlistEntries)
        .set(settings(input.duration, input.preferences, e.createdAt))
        .where(eq(waitlistEntries.id, e.id));
    }
    const keptKeys = new Set(kept.map((e) => cellKey(e as WaitlistCell)));
    const added = [...wanted.values()].filter((c) => !keptKeys.has(cellKey(c)));
    if (added.length === 0) return;
    if ((await liveCountOf(tx, actor.id, now)) + added.length > MAX_WAITLIST_ENTRIES)
      throw badRequest(MSG_WAITLIST_FULL);
    await tx.insert(waitlistEntries).values(
      added.map((c) => ({
        userId: actor.id,
        companyId: company.id,
        day: c.day,
        period: c.period,
        createdAt: now,
        ...settings(input.duration, input.preferences, now),
      })),
    );
  });
}
