import { MSG_SERVICE_BOOKED } from '@slotmap/domain/bookings';
import { serviceHasFutureBookings } from '../bookings/data.ts';
import { lockCompanyBookings } from '../bookings/mutations.ts';
import { eq } from 'drizzle-orm';
import type { Service } from '@slotmap/domain/services';
import type { Db } from '../../db/connection.ts';
import { companies, services } from '../../db/schema/companies.ts';
import type { UserRow } from '../../http/auth.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import {
  assertCanChange,
  knownId,
  MSG_COMPANY_NOT_FOUND,
  MSG_SERVICE_NOT_FOUND,
} from './access.ts';
import { serviceColumns } from './columns.ts';
import { findCompany } from './data.ts';

/** The service and its business's owner, or 404; then 403 unless the actor may change it. */
async function changeableService(tx: Db, actor: UserRow, serviceId: string) {
  const id = knownId(serviceId, MSG_SERVICE_NOT_FOUND);
  const [found] = await tx
    .select({ id: services.id, companyId: services.companyId, userId: companies.userId })
    .from(services)
    .innerJoin(companies, eq(companies.id, services.companyId))
    .where(eq(services.id, id))
    .limit(1);
  if (!found) throw notFound(MSG_SERVICE_NOT_FOUND);
  assertCanChange(actor, found);
  return found;
}

/** PUT /company/business/service */
export async function addService(db: Db, actor: UserRow, companyId: string, service: Service) {
  const company = await findCompany(db, knownId(companyId, MSG_COMPANY_NOT_FOUND));
  if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
  assertCanChange(actor, company);
  const [row] = await db
    .insert(services)
    .values({ ...serviceColumns(service), companyId: company.id })
    .returning();
  return row;
}

/** PUT /company/business/service/{serviceId}: the edit form sends the whole service. */
export async function updateService(
  db: Db,
  actor: UserRow,
  serviceId: string,
  service: Service,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const { id, companyId } = await changeableService(tx, actor, serviceId);
    // Customers booked what the service was: it stays so until their appointments are over.
    // Bookings take this lock too, so none can be made between this check and the update.
    await lockCompanyBookings(tx, companyId);
    if (await serviceHasFutureBookings(tx, id, now)) {
      throw new HttpError(409, MSG_SERVICE_BOOKED, { isBooked: true });
    }
    const [row] = await tx
      .update(services)
      .set(serviceColumns(service))
      .where(eq(services.id, id))
      .returning();
    return row;
  });
}

/** DELETE /company/service/{id} */
export async function deleteService(db: Db, actor: UserRow, serviceId: string) {
  await db.transaction(async (tx) => {
    const { id } = await changeableService(tx, actor, serviceId);
    await tx.delete(services).where(eq(services.id, id));
  });
}
