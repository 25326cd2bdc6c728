import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { type CalendarConnectionRow, calendarConnections } from '../../db/schema/calendars.ts';
import { revokeGoogleToken } from '../../integrations/calendar/google-auth.ts';
import { enqueue, type OutboxJob } from '../../jobs/outbox.ts';
import type { CalendarAccess, CalendarCredentials } from './clients.ts';

/**
 * A Google grant is revoked at Google whenever its connection goes: disconnected, replaced,
 * given up for Calendly or JaneApp, or deleted with its person or business. The job is written
 * in the transaction that removes the connection and carries the refresh token still sealed, so
 * the revocation survives the row and is retried by the outbox until Google confirms it.
 */
export const REVOKE_GRANT_JOB = 'calendar.revoke';

/** In the removal's transaction: queue the revocation of these connections' Google grants. */
export async function queueRevocations(
  tx: Db,
  rows: Pick<CalendarConnectionRow, 'id' | 'provider' | 'secret'>[],
) {
  for (const row of rows) {
    if (row.provider !== 'google') continue;
    await enqueue(tx, REVOKE_GRANT_JOB, { connection: row.id, secret: row.secret }, row.id);
  }
}

/**
 * For the deletion of an account or a business, in its transaction, before the connection goes
 * with it by cascade.
 */
export async function queueGrantRevocations(
  tx: Db,
  owner: { userId: string } | { companyId: string },
) {
  const rows = await tx
    .select({
      id: calendarConnections.id,
      provider: calendarConnections.provider,
      secret: calendarConnections.secret,
    })
    .from(calendarConnections)
    .where(
      and(
        'userId' in owner
          ? eq(calendarConnections.userId, owner.userId)
          : eq(calendarConnections.companyId, owner.companyId),
        eq(calendarConnections.provider, 'google'),
      ),
    );
  await queueRevocations(tx, rows);
}

export async function revokeGrant(access: CalendarAccess, job: OutboxJob, log: FastifyBaseLogger) {
  const { secret } = job.payload as { connection: string; secret: string };
  // Without the client id Google cannot be asked; the grant stays until the person removes
  // Slotmap in their Google account, which the log makes visible.
  if (!access.google) {
    log.warn({ job: job.idempotencyKey }, 'calendars: Google is not set up; grant not revoked');
    return;
  }
  const creds = JSON.parse(access.secrets.open(secret)) as CalendarCredentials;
  if (creds.provider !== 'google') return;
  await revokeGoogleToken(access.google, creds.refreshToken);
}
