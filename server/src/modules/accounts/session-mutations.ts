import type { Db } from '../../db/connection.ts';
import { revokedSessions } from '../../db/schema/platform.ts';
import type { Session } from '../../http/auth.ts';

/**
 * Ends one session before its token expires (signing out): the token's id is kept until the
 * token would have expired anyway, then housekeeping drops it. The user's other sessions stay.
 */
export async function endSession(db: Db, session: Pick<Session, 'id' | 'expiresAt'>) {
  await db
    .insert(revokedSessions)
    .values({ jti: session.id, expiresAt: session.expiresAt })
    .onConflictDoNothing({ target: revokedSessions.jti });
}
