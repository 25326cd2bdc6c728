import { flattenHours, type StoreHours } from '@slotmap/domain/hours';
import { type Service, serviceSchema } from '@slotmap/domain/services';
import { MSG_FIRST_SERVICE, MSG_SERVICE_FIELDS, type REFERENCES } from '@slotmap/domain/companies';
import { emptyLocation, type LocationValues } from '../../../components/company-form/location.ts';
import type { ServiceFormValues } from '../service-form/service-values.ts';
import { accountStepSchema, businessStepSchema } from './wizard-schemas.ts';

export interface AccountFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  name: string;
  companyEmail: string;
  companyPhone: string;
  fax: string;
  password: string;
  password2: string;
  reference: (typeof REFERENCES)[number];
  reason: string;
}

export interface BusinessFormValues extends LocationValues {
  category: string;
  subcategory: string;
  website: string;
  description: string;
  calendartype: '' | 'calandly' | 'janeapp';
  calendarurl: string;
}

export const emptyAccountValues = (): AccountFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  name: '',
  companyEmail: '',
  companyPhone: '',
  fax: '',
  password: '',
  password2: '',
  reference: 'word of mouth',
  reason: '',
});

export const emptyBusinessValues = (): BusinessFormValues => ({
  category: '',
  subcategory: '',
  website: '',
  description: '',
  calendartype: '',
  calendarurl: '',
  ...emptyLocation(),
});

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
