import type { REFERENCES } from '@slotmap/domain/companies';
import { emptyLocation, type LocationValues } from '../../../components/company-form/location.ts';

// The wizard's values as its forms hold them. What checks them, with zod, is in wizard-checks.ts,
// which the wizard loads when a step is first checked, not with its first view (decision 079).

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
