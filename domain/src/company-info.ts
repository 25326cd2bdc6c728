import type { CompanyInfo } from './companies.ts';
import type { CompanyView } from './company-view.ts';

/** The parts of a business's view that its information form edits. */
export type CompanyInfoView = Pick<
  CompanyView,
  | 'name'
  | 'description'
  | 'website'
  | 'email'
  | 'phone'
  | 'fax'
  | 'category'
  | 'subcategory'
  | 'location'
  | 'geoLocation'
  | 'social'
  | 'calendartype'
  | 'calendarurl'
  | 'change_cutoff_hours'
  | 'reminder_offsets'
>;

/**
 * The one mapping between a business's flat information fields (the form and the spec's payloads)
 * and its view's nested ones (location, social, geoLocation), used by the server's presenter and
 * the web forms alike.
 */
export function viewOfInfo(info: CompanyInfo): CompanyInfoView {
  return {
    name: info.name,
    description: info.description,
    website: info.website,
    email: info.email,
    phone: info.phone,
    fax: info.fax,
    category: info.category,
    subcategory: info.subcategory,
    location: {
      street_address: info.street_address,
      street_address_2: info.street_address_2,
      city: info.city,
      province: info.province,
      country: info.country,
      postal: info.postal,
      lat: info.lat,
      lng: info.lng,
    },
    geoLocation: { type: 'Point', coordinates: [info.lng, info.lat] },
    social: {
      facebook: info.facebook,
      twitter: info.twitter,
      linkedin: info.linkedin,
      instagram: info.instagram,
    },
    calendartype: info.calendartype,
    calendarurl: info.calendarurl,
    change_cutoff_hours: info.change_cutoff_hours,
    reminder_offsets: info.reminder_offsets,
  };
}

/** A business's view back as its flat information fields. */
export function infoOfView(view: CompanyInfoView): CompanyInfo {
  return {
    name: view.name,
    description: view.description,
    website: view.website,
    email: view.email,
    phone: view.phone,
    fax: view.fax,
    category: view.category,
    subcategory: view.subcategory,
    ...view.location,
    ...view.social,
    calendartype: view.calendartype,
    calendarurl: view.calendarurl,
    change_cutoff_hours: view.change_cutoff_hours,
    reminder_offsets: view.reminder_offsets,
  };
}
