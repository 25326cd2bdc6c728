import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { companies } from '../../db/schema/companies.ts';
import { type CalendarConnectionRow, calendarConnections } from '../../db/schema/calendars.ts';
import type { CalendarOwner } from './access.ts';

export const ownedBy = (owner: CalendarOwner) =>
  owner.kind === 'user'
    ? eq(calendarConnections.userId, owner.userId)
    : eq(calendarConnections.companyId, owner.companyId);

export async function connectionOf(
  db: Db,
  owner: CalendarOwner,
): Promise<CalendarConnectionRow | undefined> {
  const [row] = await db.select().from(calendarConnections).where(ownedBy(owner)).limit(1);
  return row;
}

export async function connectionById(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.id, id))
    .limit(1);
  return row;
}

/** A business's Calendly or JaneApp choice. */
export async function externalOf(db: Db, companyId: string) {
  const [row] = await db
    .select({ calendartype: companies.calendarType, calendarurl: companies.calendarUrl })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { calendartype: '' as const, calendarurl: '' };
}

/** The caller's businesses (first 50, oldest first), for their feed addresses. */
export function companiesOwnedBy(db: Db, userId: string) {
  return db
    .select({ id: companies.id, name: companies.name, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(50);
}
