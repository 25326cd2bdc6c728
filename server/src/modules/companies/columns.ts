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

/** A stored business as the information form's fields. */
export function infoOf(c: CompanyRow): CompanyInfo {
  return {
    name: c.name,
    description: c.description,
    website: c.website,
    email: c.email,
    phone: c.phone,
    fax: c.fax,
    category: c.category,
    subcategory: c.subcategory,
    street_address: c.streetAddress,
    street_address_2: c.streetAddress2,
    city: c.city,
    province: c.province,
    country: c.country,
    postal: c.postal,
    lat: c.lat,
    lng: c.lng,
    facebook: c.facebook,
    twitter: c.twitter,
    linkedin: c.linkedin,
    instagram: c.instagram,
    calendartype: c.calendarType,
    calendarurl: c.calendarUrl,
  };
}

export function companyColumns(
  info: CompanyInfo,
  storeHours: StoreHours,
  timeZone: string,
): Omit<NewCompanyRow, 'userId' | 'isAdmin'> {
  return {
    name: info.name,
    description: info.description,
    website: info.website,
    email: info.email,
    phone: info.phone,
    fax: info.fax,
    category: info.category,
    subcategory: info.subcategory,
    streetAddress: info.street_address,
    streetAddress2: info.street_address_2,
    city: info.city,
    province: info.province,
    country: info.country,
    postal: info.postal,
    lat: info.lat,
    lng: info.lng,
    timeZone,
    facebook: info.facebook,
    twitter: info.twitter,
    linkedin: info.linkedin,
    instagram: info.instagram,
    storeHours,
    calendarType: info.calendartype,
    calendarUrl: info.calendarurl,
  };
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
