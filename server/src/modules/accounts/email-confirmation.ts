import { hkdfSync, randomUUID } from 'node:crypto';
import { MSG_ALREADY_CONFIRMED, MSG_CONFIRM_TOKEN } from '@slotmap/domain/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { badRequest } from '../../http/errors.ts';
import type { MailTransport } from '../../integrations/mail/transport.ts';
import { composeMail, SLOTMAP } from '../../integrations/mail/compose.ts';
import { enqueue, type OutboxJob } from '../../jobs/outbox.ts';

export const CONFIRM_JOB = 'email-confirmation';
/** A confirmation link works for a week; a new one can be asked for from the account page. */
const LINK_TTL = '7d';
const AUDIENCE = 'confirm-email';

/** A key of its own, derived from the JWT secret: a link's token can never pass for a session's. */
export const confirmationKey = (jwtSecret: string): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', jwtSecret, 'slotmap', 'email-confirmation-v1', 32));

/** The token of a confirmation link: whose address, which address, valid for a week. */
export const signConfirmation = (key: Uint8Array, userId: string, email: string) =>
  new SignJWT({ email: email.toLowerCase() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(LINK_TTL)
    .sign(key);

/** In the transaction that makes the account (or asks again): the mail with the link, queued. */
export async function queueConfirmation(tx: Db, userId: string, again = false): Promise<void> {
  await enqueue(tx, CONFIRM_JOB, { userId }, again ? `${userId}:${randomUUID()}` : userId);
}

/** A new link for someone who has not confirmed yet (400 for a confirmed address). */
export async function askForConfirmationAgain(
  db: Db,
  user: { id: string; emailConfirmedAt: Date | null },
) {
  if (user.emailConfirmedAt) throw badRequest(MSG_ALREADY_CONFIRMED);
  await queueConfirmation(db, user.id, true);
}

/**
 * The worker's side: the link is signed when it is sent (for the address the account has then)
 * and mailed; an account deleted or confirmed meanwhile gets nothing.
 */
export async function deliverConfirmation(
  db: Db,
  mail: MailTransport,
  job: Pick<OutboxJob, 'payload' | 'idempotencyKey'>,
  publicUrl: string,
  key: Uint8Array,
): Promise<void> {
  const { userId } = job.payload as { userId: string };
  const [user] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      confirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.confirmedAt) return;
  const token = await signConfirmation(key, userId, user.email);
  const link = `${publicUrl}/confirm-email/${token}`;
  await mail.send(
    await composeMail({
      to: user.email,
      subject: 'Confirm your e-mail address for Slotmap',
      heading: SLOTMAP,
      greeting: user.firstName,
      paragraphs: [
        'Please confirm that this is your e-mail address: follow the link below within a week.',
      ],
      facts: [{ label: 'E-mail address', value: user.email }],
      action: { label: 'Confirm my e-mail address', url: link },
      notes: ['If you did not make a Slotmap account, ignore this mail.'],
    }),
    job.idempotencyKey,
  );
}

/**
 * Confirms the address a link was made for. Opening it twice is harmless; a link for an address
 * the account no longer has, a forged or an expired one is refused.
 */
export async function confirmEmail(db: Db, key: Uint8Array, token: string, now: Date) {
  let subject: string | undefined;
  let email: unknown;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
    });
    subject = payload.sub;
    email = payload.email;
  } catch {
    throw badRequest(MSG_CONFIRM_TOKEN);
  }
  if (!subject || !/^[0-9a-f-]{36}$/i.test(subject) || typeof email !== 'string')
    throw badRequest(MSG_CONFIRM_TOKEN);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, subject));
  if (!user || user.email.toLowerCase() !== email) throw badRequest(MSG_CONFIRM_TOKEN);
  await db
    .update(users)
    .set({ emailConfirmedAt: now })
    .where(and(eq(users.id, subject), isNull(users.emailConfirmedAt)));
}
