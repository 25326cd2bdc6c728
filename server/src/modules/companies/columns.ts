import { type CompanyInfo, companyInfoShape } from '@slotmap/domain/companies';
import type { StoreHours } from '@slotmap/domain/hours';
import type { Service } from '@slotmap/domain/services';
import { v7 as uuidv7 } from 'uuid';
import type { CompanyRow, NewCompanyRow, NewServiceRow } from '../../db/schema/companies.ts';

// Between the API's field names (the spec's) and the tables' columns.

const INFO_KEYS = Object.keys(companyInfoShape) as (keyof CompanyInfo)[];

/** The business-information fields of a payload that were sent (an unsent one is undefined). */
export function sentInfo(payload: Partial<Record<keyof CompanyInfo, unknown>>) {
  return Object.fromEntries(
    INFO_KEYS.filter((k) => payload[k] !== undefined).map((k) => [k, payload[k]]),
  ) as Partial<CompanyInfo>;
}

/** Each business-information field (the spec's name) and the column that stores it. */
const INFO_COLUMNS = {
  name: 'name',
  description: 'description',
  website: 'website',
  email: 'email',
  phone: 'phone',
  fax: 'fax',
  category: 'category',
  subcategory: 'subcategory',
  street_address: 'streetAddress',
  street_address_2: 'streetAddress2',
  city: 'city',
  province: 'province',
  country: 'country',
  postal: 'postal',
  lat: 'lat',
  lng: 'lng',
  facebook: 'facebook',
  twitter: 'twitter',
  linkedin: 'linkedin',
  instagram: 'instagram',
  calendartype: 'calendarType',
  calendarurl: 'calendarUrl',
  change_cutoff_hours: 'changeCutoffHours',
  reminder_offsets: 'reminderOffsets',
} as const satisfies Record<keyof CompanyInfo, keyof CompanyRow>;
type InfoColumn = (typeof INFO_COLUMNS)[keyof CompanyInfo];
const INFO_PAIRS = Object.entries(INFO_COLUMNS) as [keyof CompanyInfo, InfoColumn][];

/** The columns of a business its answer shows (never its calendar tokens or the wizard's notes). */
export const SHOWN_COMPANY_KEYS = [
  'id',
  ...(Object.values(INFO_COLUMNS) as InfoColumn[]),
  'storeHours',
  'timeZone',
  'userId',
  'isAdmin',
  'isFeatured',
  'createdAt',
] as const satisfies readonly (keyof CompanyRow)[];

/** A business as its answer reads it. */
export type ShownCompany = Pick<CompanyRow, (typeof SHOWN_COMPANY_KEYS)[number]>;

/** A stored business as the information form's fields. */
export function infoOf(c: Pick<CompanyRow, InfoColumn>): CompanyInfo {
  return Object.fromEntries(INFO_PAIRS.map(([field, column]) => [field, c[column]])) as CompanyInfo;
}

export function companyColumns(
  info: CompanyInfo,
  storeHours: StoreHours,
  timeZone: string,
): Omit<NewCompanyRow, 'userId' | 'isAdmin'> {
  const columns = Object.fromEntries(INFO_PAIRS.map(([field, column]) => [column, info[field]]));
  return { ...columns, storeHours, timeZone } as Omit<NewCompanyRow, 'userId' | 'isAdmin'>;
}

export function serviceColumns(s: Service): Omit<NewServiceRow, 'companyId'> {
  return {
    name: s.name,
    description: s.description,
    price: s.price.toFixed(2),
    serviceDuration: s.service_duration,
    bookOnline: s.book_online,
    bookSite: s.book_site,
    bookSiteLink: s.book_site_link,
    callToBook: s.call_to_book,
    bookingMethod: s.booking_method,
    minNotice: s.min_notice,
    bufferBefore: s.buffer_before,
    bufferAfter: s.buffer_after,
    horizonDays: s.horizon_days,
    intakeForm: s.intakeForm.map((f) => ({
      _id: uuidv7(),
      field_category: f.field_category,
      field_name: f.field_name,
      field_label: f.field_label,
      field_type: f.field_type,
      is_required: f.is_required,
      options: f.options.map((o) => ({ label: o.label, value: o.value, isChecked: o.isChecked })),
    })),
  };
}
