import { and, eq, gt, isNotNull, isNull, lte, notExists } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { services } from '../../db/schema/companies.ts';
import { Periodic } from '../../jobs/periodic.ts';

/** A retired service lingers at most this long after its last appointment. */
const INTERVAL_MS = 10 * 60 * 1000;

/**
 * Retired services (deleted by their owner while appointments were still to come, decision 051)
 * whose last appointment is over go, as the owner asked. Bookings keep their copy of the service.
 * Idempotent, so several instances may run it at once.
 */
export async function removeRetiredServices(db: Db, now: Date): Promise<number> {
  const stillBooked = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.serviceId, services.id),
        isNull(bookings.cancelledAt),
        gt(bookings.endAt, now),
      ),
    );
  const gone = await db
    .delete(services)
    .where(and(isNotNull(services.retiredAt), lte(services.retiredAt, now), notExists(stillBooked)))
    .returning({ id: services.id });
  return gone.length;
}

/** Runs removeRetiredServices by the app's clock (started with the outbox worker). */
export class RetiredServicesSweep extends Periodic {
  constructor(db: Db, clock: () => Date, log: FastifyBaseLogger) {
    super(
      'services: retired ones removed',
      () => removeRetiredServices(db, clock()),
      INTERVAL_MS,
      log,
    );
  }
}
