import {
  MSG_SERVICE_HAS_UPCOMING,
  MSG_SERVICE_LENGTH_BOOKED,
  reasonServiceRemoved,
  type UpcomingChoice,
} from '@slotmap/domain/upcoming';
import type { Service } from '@slotmap/domain/services';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { companies, type ServiceRow, services } from '../../db/schema/companies.ts';
import type { UserRow } from '../../http/auth.ts';
import type { EventHub } from '../../jobs/events.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { upcomingBookingsOf } from './upcoming.ts';
import { lockCompanyBookings } from '../../db/locks.ts';
import {
  assertCanChange,
  knownId,
  MSG_COMPANY_NOT_FOUND,
  MSG_SERVICE_NOT_FOUND,
} from './access.ts';
import { serviceColumns } from './columns.ts';
import { auditBusinessChange, changedFields } from './admin-audit.ts';
import { findCompany } from './data.ts';
import { requireChoice, upcomingView } from './upcoming.ts';

/**
 * The service and its business's owner, or 404 (also when it is not `companyId`'s, where the
 * call names the business); then 403 unless the actor may change it. Takes
 * the business's booking lock first (bookings take it too), so what is read of the service's
 * appointments still holds when it is changed.
 */
async function changeableService(tx: Db, actor: UserRow, serviceId: string, companyId?: string) {
  const id = knownId(serviceId, MSG_SERVICE_NOT_FOUND);
  const [owner] = await tx
    .select({ companyId: services.companyId })
    .from(services)
    .where(and(eq(services.id, id), isNull(services.retiredAt)));
  if (!owner || (companyId !== undefined && owner.companyId !== companyId))
    throw notFound(MSG_SERVICE_NOT_FOUND);
  await lockCompanyBookings(tx, owner.companyId);
  const [found] = await tx
    .select({ service: services, userId: companies.userId, name: companies.name })
    .from(services)
    .innerJoin(companies, eq(companies.id, services.companyId))
    .where(and(eq(services.id, id), isNull(services.retiredAt)))
    .limit(1);
  if (!found) throw notFound(MSG_SERVICE_NOT_FOUND);
  assertCanChange(actor, found);
  return found;
}

/** What the audit log keeps of a service: what the form edits. */
const auditedService = (s: ServiceRow) => ({
  name: s.name,
  description: s.description,
  price: s.price,
  service_duration: s.serviceDuration,
  book_online: s.bookOnline,
  book_site: s.bookSite,
  book_site_link: s.bookSiteLink,
  call_to_book: s.callToBook,
  intake_questions: s.intakeForm.length,
  min_notice: s.minNotice,
  buffer_before: s.bufferBefore,
  buffer_after: s.bufferAfter,
  horizon_days: s.horizonDays,
});

/**
 * PUT /company/business/service. Under the business's booking lock, as every change to what it
 * offers is made: those who keep track of its free times hear of it ('business.changed').
 */
export async function addService(
  db: Db,
  events: EventHub,
  actor: UserRow,
  companyId: string,
  service: Service,
  now: Date,
  publicUrl: string,
) {
  const company = await findCompany(db, knownId(companyId, MSG_COMPANY_NOT_FOUND));
  if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
  assertCanChange(actor, company);
  return db.transaction(async (tx) => {
    await lockCompanyBookings(tx, company.id);
    const [row] = await tx
      .insert(services)
      .values({ ...serviceColumns(service), companyId: company.id })
      .returning();
    await events.emit(tx, 'business.changed', {
      companyId: company.id,
      hours: null,
      now,
      publicUrl,
    });
    await auditBusinessChange(tx, actor, company, 'service.add', null, auditedService(row));
    return row;
  });
}

/**
 * PUT /company/business/service/{serviceId}: the edit form sends the whole service. Name, price,
 * description, questions and booking methods apply to new bookings (a booking keeps its copy of
 * what was booked), so they change freely; only a new length would move or resize appointments
 * already booked, and that is refused while there are any to come. Holds on freed times that the
 * change makes unbookable (online booking turned off) are released.
 */
export async function updateService(
  db: Db,
  events: EventHub,
  actor: UserRow,
  serviceId: string,
  service: Service,
  now: Date,
  publicUrl: string,
) {
  return db.transaction(async (tx) => {
    const { service: before, ...company } = await changeableService(tx, actor, serviceId);
    const next = serviceColumns(service);
    if (next.serviceDuration !== before.serviceDuration) {
      const upcoming = await upcomingBookingsOf(
        tx,
        before.companyId,
        now,
        eq(bookings.serviceId, before.id),
      );
      if (upcoming.length > 0)
        throw new HttpError(409, MSG_SERVICE_LENGTH_BOOKED, {
          isBooked: true,
          upcoming: upcomingView(upcoming),
        });
    }
    const [row] = await tx.update(services).set(next).where(eq(services.id, before.id)).returning();
    await events.emit(tx, 'business.changed', {
      companyId: before.companyId,
      hours: null,
      now,
      publicUrl,
    });
    const diff = changedFields(auditedService(before), auditedService(row));
    if (diff)
      await auditBusinessChange(
        tx,
        actor,
        { id: before.companyId, ...company },
        'service.edit',
        { service: before.name, ...diff.before },
        diff.after,
      );
    return row;
  });
}

export type ServiceRemoval =
  | { removed: 'deleted'; cancelled: number }
  | { removed: 'retired'; kept: number; until: Date };

/**
 * DELETE /company/service/{id}: never removes a service silently under appointments to come.
 * Without any, it goes. With some, the owner chooses: `cancel` cancels them (each customer told
 * the business no longer offers it) and the service goes; `keep` retires it (no new bookings,
 * not shown) and it goes once the last of them is over. Without a choice: 409 with them.
 */
export async function deleteService(
  db: Db,
  events: EventHub,
  actor: UserRow,
  serviceId: string,
  choice: UpcomingChoice | undefined,
  now: Date,
  publicUrl: string,
  /** The admin's call names the business too: a service of another one is 404. */
  companyId?: string,
): Promise<ServiceRemoval> {
  return db.transaction(async (tx) => {
    const { service, ...company } = await changeableService(tx, actor, serviceId, companyId);
    const audit = (after: Record<string, unknown>) =>
      auditBusinessChange(
        tx,
        actor,
        { id: service.companyId, ...company },
        'service.delete',
        auditedService(service),
        after,
      );
    const upcoming = await upcomingBookingsOf(
      tx,
      service.companyId,
      now,
      eq(bookings.serviceId, service.id),
    );
    requireChoice(upcoming, choice, MSG_SERVICE_HAS_UPCOMING);
    const changed = () =>
      events.emit(tx, 'business.changed', {
        companyId: service.companyId,
        hours: null,
        now,
        publicUrl,
      });
    if (upcoming.length > 0 && choice === 'keep') {
      await tx.update(services).set({ retiredAt: now }).where(eq(services.id, service.id));
      await changed();
      await audit({ upcoming: 'keep', kept: upcoming.length });
      const until = new Date(Math.max(...upcoming.map((u) => u.booking.endAt.getTime())));
      return { removed: 'retired', kept: upcoming.length, until };
    }
    if (upcoming.length > 0)
      await events.emit(tx, 'business.withdrew', {
        companyId: service.companyId,
        bookingIds: upcoming.map((u) => u.booking.id),
        actorId: actor.id,
        reason: reasonServiceRemoved(service.name),
        now,
        publicUrl,
      });
    // The row goes; bookings keep their copy of it (ON DELETE SET NULL).
    await tx.delete(services).where(eq(services.id, service.id));
    await changed();
    await audit({ upcoming: upcoming.length > 0 ? 'cancel' : null, cancelled: upcoming.length });
    return { removed: 'deleted', cancelled: upcoming.length };
  });
}
