import type { BusinessRegister } from '@slotmap/domain/company-payloads';
import { hoursOf } from '@slotmap/domain/company-payloads';
import { MSG_WIZARD_LOCATION } from '@slotmap/domain/companies';
import type { Db } from '../db/connection.ts';
import type { EventHub, When } from '../jobs/events.ts';
import { registerUser } from '../modules/accounts/mutations.ts';
import { sentInfo } from '../modules/companies/columns.ts';
import { companyTimeZone } from '../modules/companies/location.ts';
import { checkedHours, insertCompany } from '../modules/companies/mutations.ts';

/**
 * POST /users/business-register: the owner's account (welcome message in the business section),
 * the business and its services in one transaction, so a failure leaves nothing half made. A
 * use of two modules' writes together, so it lives where the app is composed (decision 052).
 */
export async function registerBusiness(
  db: Db,
  input: BusinessRegister,
  events: EventHub,
  when: When,
) {
  const info = { ...sentInfo(input), email: input.companyEmail, phone: input.companyPhone };
  const complete = info as Parameters<typeof insertCompany>[2];
  const hours = checkedHours(hoursOf(input));
  const timeZone = companyTimeZone(complete, MSG_WIZARD_LOCATION);
  return db.transaction(async (tx) => {
    const user = await registerUser(
      tx,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        password: input.password,
        refferalUserId: input.refferalUserId,
      },
      { section: 'business' },
    );
    await insertCompany(
      tx,
      { userId: user.id, reference: input.reference, reason: input.reason },
      complete,
      hours,
      input.services,
      timeZone,
      events,
      when,
    );
    return user;
  });
}
