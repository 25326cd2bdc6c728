import type { BookingView, CommentView } from '@slotmap/domain/booking-view';
import { ada, queenStreetWest } from './fixtures.ts';

/** A booking as GET /bookings/{id} answers it, for the tests of every screen that shows bookings. */
export const OWNER_ID = '0190a4c2-0000-7000-8000-0000000000b7';
export const BOOKING_ID = '0190a4c2-0000-7000-8000-0000000000f1';
export const COMPANY_ID = '0190a4c2-0000-7000-8000-0000000000d1';

export const adaComment: CommentView = {
  _id: '0190a4c2-0000-7000-8000-0000000000c1',
  text: 'Could we use the side entrance?',
  name: 'Ada Lovelace',
  avatar: null,
  user: ada._id,
  date: '2026-11-20T15:00:00.000Z',
  attachments: [],
};

export const ownerComment: CommentView = {
  _id: '0190a4c2-0000-7000-8000-0000000000c2',
  text: 'Of course, here is where it is.',
  name: 'Grace Hopper',
  avatar: null,
  user: OWNER_ID,
  date: '2026-11-21T15:00:00.000Z',
  attachments: ['/api/uploads/side-door.png'],
};

// 8:00 PM on Wednesday 2 December 2026 in Toronto is already Thursday 3 December in UTC.
export const booking: BookingView = {
  _id: BOOKING_ID,
  user: {
    _id: ada._id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '4165550199',
  },
  company: {
    _id: COMPANY_ID,
    name: 'Harbour Massage Clinic',
    phone: '4165550123',
    email: 'hello@harbour.example.com',
    location: queenStreetWest,
    time_zone: 'America/Toronto',
    user: OWNER_ID,
  },
  service: {
    _id: '0190a4c2-0000-7000-8000-0000000000e1',
    name: 'Deep Tissue Massage',
    description: 'Firm pressure for sore muscles.',
    intakeForm: [
      {
        _id: '0190a4c2-0000-7000-8000-000000000101',
        field_category: '',
        field_name: 'Areas_of_focus',
        field_label: 'Areas of focus',
        field_type: 'checkbox',
        is_required: false,
        options: [
          { label: 'Neck', value: 'neck', isChecked: false },
          { label: 'Lower back', value: 'lower-back', isChecked: false },
        ],
      },
    ],
  },
  start_date: '2026-12-02',
  start_time: 1200,
  duration: 60,
  start: '2026-12-03T01:00:00.000Z',
  end: '2026-12-03T02:00:00.000Z',
  text: 'First visit.',
  intakeForm: [
    { field_label: 'Allergies', field_type: 'text', value: 'Almond oil' },
    { field_label: 'Areas of focus', field_type: 'checkbox', value: ['neck', 'lower-back'] },
    { field_label: 'Referral letter', field_type: 'file', value: ['/api/uploads/referral.png'] },
  ],
  comments: [adaComment, ownerComment],
  user_calender: null,
  business_calender: null,
  cancelled_at: null,
  cancel_reason: null,
  date_created: '2026-11-01T12:00:00.000Z',
  moves: [],
  reminders: [],
  review: null,
};

/** The same booking once the business was deleted: the name it had, nothing to reach it by. */
export const closedBusinessBooking: BookingView = {
  ...booking,
  company: {
    _id: null,
    name: 'Harbour Massage Clinic',
    phone: '',
    email: '',
    location: null,
    time_zone: 'America/Toronto',
    user: null,
  },
};

/** The same booking once the customer deleted the account, as the business sees it. */
export const departedCustomerBooking: BookingView = {
  ...booking,
  user: { _id: null, firstName: 'Deleted', lastName: 'user', email: '', phone: '' },
  comments: [{ ...adaComment, name: 'Deleted user', user: null }, ownerComment],
};
