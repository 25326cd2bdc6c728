import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { RegisterInput } from '@slotmap/domain/accounts';
import type { Language } from '@slotmap/domain/language';
import type { Db } from '../../db/connection.ts';
import { passwordResets, users } from '../../db/schema/accounts.ts';
import { badRequest, sqlState } from '../../http/errors.ts';
import { retryOnce } from '../../db/retry.ts';
import type { EventHub, When } from '../../jobs/events.ts';
import { createMessage } from '../../jobs/notices.ts';
import { queueConfirmation } from './email-confirmation.ts';
import { hashPassword } from './passwords.ts';
import { accountWords } from './words.ts';

export interface RegisterOptions {
  /** Where the welcome message goes: the personal or the business section. */
  section?: 'user' | 'business';
  /** Demo accounts are made confirmed: nobody reads their mail. */
  confirmed?: boolean;
}

/**
 * Creates the user, queues the mail that asks them to confirm their address and posts the welcome
 * message, in one transaction; the unique index decides duplicates.
 */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  { section = 'user', confirmed = false }: RegisterOptions = {},
) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const referrer = input.refferalUserId
        ? (
            await tx.select({ id: users.id }).from(users).where(eq(users.id, input.refferalUserId))
          )[0]
        : undefined;
      const [user] = await tx
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          passwordHash,
          referredBy: referrer?.id ?? null,
          emailConfirmedAt: confirmed ? new Date() : null,
          language: input.language ?? 'en',
        })
        .returning();
      // A bare sign-up earns the referrer nothing: their free month comes once this address is
      // confirmed and its first visit is over (listings/referrals.ts, docs/decisions/046).
      if (!confirmed) await queueConfirmation(tx, user.id);
      // The welcome is written once, in the language the account starts in.
      await createMessage(tx, {
        userId: user.id,
        title: accountWords(user.language, 'welcome.title'),
        text: accountWords(user.language, 'welcome.text'),
        type: 'message',
        section,
      });
      return user;
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw badRequest('User already exists');
    throw err;
  }
}

/**
 * Sets a new password and raises the session version: every older token stops working, and so
 * does every reset link still open, which was asked for with the old password in mind.
 */
export async function setPassword(db: Db, userId: string, password: string) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId))
      .returning();
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    return user;
  });
}

/** The language a person reads Slotmap in from now on (decision 069); answers it. */
export async function saveLanguage(db: Db, userId: string, language: Language): Promise<Language> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
  return language;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Uses a reset token once: the update that marks it used is the check, so two uses cannot both win. */
export async function resetPassword(db: Db, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!used) throw badRequest('This reset link is invalid or has expired');
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, used.userId));
  });
}

/**
 * Deletes the user (docs/decisions/007). Their profile, notifications and reset tokens go with
 * them (ON DELETE CASCADE). 'person.leaving' tells the rest in this transaction (decision 052):
 * every business they own closes as if they had deleted it (nobody would answer for it, so its
 * customers are told now), their waiting and holds end, their appointments still to come are
 * cancelled with each business told, their calendar grant is revoked. Past appointments stay in
 * the businesses' histories, by 'Deleted user' (ON DELETE SET NULL), and so do their comments.
 * An admin who wants a business kept transfers it first (a claim).
 */
export async function deleteAccount(
  db: Db,
  events: EventHub,
  userId: string,
  when: When,
  /** More to do in the same transaction (an admin's deletion records itself). */
  also?: (tx: Db) => Promise<void>,
) {
  await retryOnce(() =>
    db.transaction(async (tx) => {
      // Locked first: a booking this person is making right now waits, then finds them gone,
      // so none can slip past the cancellations.
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) return;
      await events.emit(tx, 'person.leaving', { userId, ...when });
      await also?.(tx);
      await tx.delete(users).where(eq(users.id, userId));
    }),
  );
}
