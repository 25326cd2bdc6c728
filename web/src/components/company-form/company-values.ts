import { infoOfView } from '@slotmap/domain/company-info';
import type { CompanyView } from '@slotmap/domain/company-view';
import { DEFAULT_REMINDER_OFFSETS } from '@slotmap/domain/reminders';
import { emptyLocation, type LocationValues } from './location.ts';

/** The business form's values, shaped for companyInfoSchema. */
export interface CompanyFormValues extends LocationValues {
  name: string;
  description: string;
  website: string;
  email: string;
  phone: string;
  fax: string;
  category: string;
  subcategory: string;
  facebook: string;
  twitter: string;
  linkedin: string;
  instagram: string;
  calendartype: CompanyView['calendartype'];
  calendarurl: string;
  /** Hours before the start within which customers can't change online; '' while the box is empty. */
  change_cutoff_hours: number | string;
  /** Minutes before the start each reminder goes out (docs/decisions/057). */
  reminder_offsets: number[];
}

export function emptyCompanyValues(): CompanyFormValues {
  return {
    name: '',
    description: '',
    website: '',
    email: '',
    phone: '',
    fax: '',
    category: '',
    subcategory: '',
    ...emptyLocation(),
    facebook: '',
    twitter: '',
    linkedin: '',
    instagram: '',
    calendartype: '',
    calendarurl: '',
    change_cutoff_hours: 0,
    reminder_offsets: [...DEFAULT_REMINDER_OFFSETS],
  };
}

/** An existing business in the form; its calendar settings ride along unchanged. */
export const companyValuesFrom = (c: CompanyView): CompanyFormValues => infoOfView(c);
