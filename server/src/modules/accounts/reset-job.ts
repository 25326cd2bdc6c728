import { randomBytes, randomUUID } from 'node:crypto';
import { RESET_TOKEN_TTL_MS } from '@slotmap/domain/constants';
import type { Db } from '../../db/connection.ts';
import { passwordResets } from '../../db/schema/accounts.ts';
import type { MailTransport } from '../../integrations/mail/transport.ts';
import { enqueue, type OutboxJob } from '../../jobs/outbox.ts';
import { findUserByEmail } from './data.ts';
import { hashToken } from './mutations.ts';
import { resetMail } from './reset-mail.ts';

export const RESET_JOB = 'password-reset';

interface ResetRequest {
  email: string;
  token: string;
}

/**
 * Queues a reset request, whether or not the address has an account: the request does the same
 * work either way (one insert), so neither its answer nor its timing says which. The worker
 * decides (deliverPasswordReset).
 */
export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  const request: ResetRequest = { email, token: randomBytes(32).toString('base64url') };
  await enqueue(db, RESET_JOB, { ...request }, randomUUID());
}

/**
 * The worker's side of a reset request: the link is stored and mailed when the address has an
 * account; otherwise the job ends with nothing sent. A retried delivery finds its token stored
 * and sends the same mail under the same key.
 */
export async function deliverPasswordReset(
  db: Db,
  mail: MailTransport,
  job: Pick<OutboxJob, 'payload' | 'idempotencyKey'>,
  publicUrl: string,
): Promise<void> {
  const { email, token } = job.payload as unknown as ResetRequest;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db
    .insert(passwordResets)
    .values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    })
    .onConflictDoNothing({ target: passwordResets.tokenHash });
  await mail.send(
    await resetMail(user.email, user.firstName, `${publicUrl}/reset/${token}`),
    job.idempotencyKey,
  );
}
