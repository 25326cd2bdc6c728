import {
  MSG_FIRST_SERVICE,
  MSG_SERVICE_FIELDS,
  wizardAccountShape,
} from '@slotmap/domain/companies';
import { flattenHours, type StoreHours } from '@slotmap/domain/hours';
import { type Service, serviceSchema } from '@slotmap/domain/services';
import type { ServiceFormValues } from '../service-form/service-values.ts';
import { accountStepSchema, businessStepSchema } from './wizard-schemas.ts';
import type { AccountFormValues, BusinessFormValues } from './wizard-values.ts';

/**
 * What checks the business sign-up, with zod and the domain's rules: loaded when a step is first
 * checked (Next, Add another, Complete Sign Up), so the wizard's first view downloads none of it
 * (decision 079). The messages are the domain's, as the server's.
 */
export { accountStepSchema, businessStepSchema, serviceSchema };
export {
  MSG_FIRST_SERVICE,
  MSG_PASSWORDS_DONT_MATCH,
  MSG_WIZARD_LOCATION,
} from '@slotmap/domain/companies';

/** A referral id the API would accept; another is dropped rather than refused. */
export const acceptedReferral = (id: string | undefined): string | undefined =>
  id !== undefined && wizardAccountShape.refferalUserId.safeParse(id).success ? id : undefined;

export type ServicesOutcome = { ok: true; services: Service[] } | { ok: false; message: string };

/**
 * Spec §5 at Complete Sign Up: a service form without a name is left out (only the services
 * already added are sent; with none added, the first service is asked for); a named but
 * incomplete one stops the sign-up.
 */
export function servicesToSend(added: Service[], current: ServiceFormValues): ServicesOutcome {
  if (current.name.trim() === '') {
    // A business needs at least one service; the server refuses an empty list the same way.
    return added.length > 0
      ? { ok: true, services: added }
      : { ok: false, message: MSG_FIRST_SERVICE };
  }
  const parsed = serviceSchema.safeParse(current);
  if (!parsed.success) return { ok: false, message: MSG_SERVICE_FIELDS };
  return { ok: true, services: [...added, parsed.data] };
}

interface RegistrationParts {
  account: AccountFormValues;
  business: BusinessFormValues;
  hours: StoreHours;
  services: Service[];
  refferalUserId?: string;
}

/** The business registration payload of spec §3, hours flattened as {Day}_open etc. */
export function registrationPayload(parts: RegistrationParts): Record<string, unknown> {
  const account = accountStepSchema.parse(parts.account);
  const business = businessStepSchema.parse(parts.business);
  return {
    ...account,
    // The reason only means something for "other".
    reason: account.reference === 'other' ? account.reason : '',
    ...(parts.refferalUserId ? { refferalUserId: parts.refferalUserId } : {}),
    ...business,
    ...flattenHours(parts.hours),
    services: parts.services,
  };
}
