import { harbourClinic as baseClinic } from '../../test/fixtures.ts';
import type { CompanyView, ServiceView } from '@slotmap/domain/company-view';

/** Businesses and services as the API answers them, for this feature's component tests. */
export const massageService: ServiceView = {
  _id: '0190a4c2-0000-7000-8000-0000000000s1',
  company_id: '0190a4c2-0000-7000-8000-0000000000c1',
  name: 'Deep Tissue Massage',
  description: 'Firm pressure for sore muscles.',
  price: 95,
  service_duration: 60,
  book_online: false,
  book_site: false,
  book_site_link: '',
  call_to_book: true,
  booking_method: 'call_to_book',
  intakeForm: [],
  min_notice: 0,
  buffer_before: 0,
  buffer_after: 0,
  horizon_days: 90,
};

export const harbourClinic: CompanyView = { ...baseClinic, services: [massageService] };
