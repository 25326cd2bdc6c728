import { harbourClinic } from '../../test/fixtures.ts';
import type { SlotsView } from '@slotmap/domain/booking-view';
import type { CompanyView, IntakeFieldView, ServiceView } from '@slotmap/domain/company-view';
import { defaultStoreHours } from '@slotmap/domain/hours';
import { type BusyRange, generateSlots } from '@slotmap/domain/slots';

/** A business and its services as GET /company/{id} answers, for this feature's tests. */
export const OWNER_ID = '0190a4c2-0000-7000-8000-0000000000a9';

export const massage: ServiceView = {
  _id: '0190a4c2-0000-7000-8000-0000000000e1',
  company_id: '0190a4c2-0000-7000-8000-0000000000d1',
  name: 'Deep Tissue Massage',
  description: 'Firm pressure for sore muscles.',
  price: 95.5,
  service_duration: 60,
  book_online: true,
  book_site: false,
  book_site_link: '',
  call_to_book: false,
  booking_method: '',
  intakeForm: [],
  min_notice: 0,
  buffer_before: 0,
  buffer_after: 0,
  horizon_days: 90,
};

export const consultation: ServiceView = {
  ...massage,
  _id: '0190a4c2-0000-7000-8000-0000000000e2',
  name: 'Consultation',
  description: '',
  price: 0,
  service_duration: 15,
  book_online: false,
  book_site: true,
  book_site_link: 'https://harbour.example.com/book',
};

export const harbour: CompanyView = {
  ...harbourClinic,
  _id: '0190a4c2-0000-7000-8000-0000000000d1',
  website: 'harbour.example.com',
  social: { facebook: 'facebook.com/harbour', twitter: '@harbour', linkedin: '', instagram: '' },
  // Monday to Saturday 9:00 to 17:00 Toronto time; closed on Sunday.
  store_hours: { ...defaultStoreHours(), Sunday: { open: false, start_time: 540, end_time: 1020 } },
  services: [massage, consultation],
  user: OWNER_ID,
};

/** A second service booked online, with intake questions of every type. */
const question = (
  field_label: string,
  field_type: IntakeFieldView['field_type'],
  options: string[] = [],
  is_required = false,
): IntakeFieldView => ({
  _id: `q-${field_label}`,
  field_category: '',
  field_label,
  field_name: field_label.replace(/\s+/g, '_'),
  field_type,
  is_required,
  options: options.map((label) => ({ label, value: label, isChecked: false })),
});

export const facial: ServiceView = {
  ...massage,
  _id: '0190a4c2-0000-7000-8000-0000000000e3',
  name: 'Facial',
  description: 'A calming facial.',
  price: 60,
  service_duration: 30,
  call_to_book: true,
  intakeForm: [
    question('Reason for visit', 'textarea', [], true),
    question('Areas', 'checkbox', ['Neck', 'Back']),
    question('Skin type', 'radio', ['Dry', 'Oily']),
    question('Referral', 'dropdown', ['Friend', 'Web']),
    question('Pressure', 'slider', ['Light', 'Medium', 'Firm', 'Deep']),
    question('Photo', 'file'),
    question('Allergies', 'text'),
  ],
};

export const slotsPath = (service: ServiceView) =>
  `/company/${harbour._id}/slots?service=${service._id}`;

/** GET /company/{id}/slots as the server answers it for harbour at `now`. */
export function slotsView(service: ServiceView, now: Date, busy: BusyRange[] = []): SlotsView {
  return {
    service: service._id,
    duration: service.service_duration,
    time_zone: harbour.time_zone,
    days: generateSlots({
      hours: harbour.store_hours,
      timeZone: harbour.time_zone,
      duration: service.service_duration,
      busy,
      now,
    }),
  };
}
