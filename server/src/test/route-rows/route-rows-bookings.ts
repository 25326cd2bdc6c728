import type { Role, World } from '../api-world.ts';
import { everyone, freshToken, type RouteRow, signedIn } from './route-row.ts';

/**
 * The customer's booking at owner A's business. Its two parties read, comment, cancel and write;
 * an admin reads it; to anyone else it does not exist (404).
 */
const party = (ok: number, admin: number): Record<Role, number> => ({
  visitor: 401,
  customer: ok,
  otherCustomer: 404,
  owner: ok,
  otherOwner: 404,
  admin,
});

/** Owner A's appointment lists: its owner, and for reading also an admin. */
const businessSide = (admins: boolean): Record<Role, number> => ({
  visitor: 401,
  customer: 403,
  otherCustomer: 403,
  owner: 200,
  otherOwner: 403,
  admin: admins ? 200 : 403,
});

/** The booking's other party, as the caller would address them (the customer when none). */
const otherParty = (w: World, role: Role) =>
  role === 'customer' ? w.people.owner : w.people.customer;

/** Bookings, comments, appointment lists and the relayed notices. */
export const bookingRows: RouteRow[] = [
  {
    route: 'GET /api/company/:id/slots',
    call: (w) => ({ url: `/api/company/${w.companyA._id}/slots?service=${w.serviceA._id}` }),
    expect: everyone(200),
  },
  {
    // A fresh person books, so nobody of the world becomes owner A's customer by this row.
    route: 'POST /api/bookings',
    call: async (w, role) => ({
      url: '/api/bookings',
      body: { company: w.companyA._id, service: w.serviceA._id, ...w.nextSlot() },
      token: await freshToken(w, role),
    }),
    expect: signedIn(201),
  },
  {
    route: 'GET /api/bookings',
    call: () => ({ url: '/api/bookings' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/bookings/:id',
    call: (w) => ({ url: `/api/bookings/${w.booking._id}` }),
    expect: party(200, 200),
  },
  {
    // Each party stores its own calendar's event id.
    route: 'PUT /api/bookings/:id',
    call: (w, role) => ({
      url: `/api/bookings/${w.booking._id}`,
      body: role === 'customer' ? { user_calender: 'event-1' } : { business_calender: 'event-2' },
    }),
    expect: party(200, 403),
  },
  {
    route: 'DELETE /api/bookings/:id',
    call: async (w) => ({
      url: `/api/bookings/${(await w.throwawayBooking())._id}`,
      body: { reason: 'Something came up' },
    }),
    expect: party(200, 403),
  },
  {
    // Its two parties move a booking of their own to a free time; an admin does not.
    route: 'POST /api/bookings/:id/reschedule',
    call: async (w) => ({
      url: `/api/bookings/${(await w.throwawayBooking())._id}/reschedule`,
      body: w.nextSlot(),
    }),
    expect: party(200, 403),
  },
  {
    // The times its two parties may move it to, its own included; an admin does not move it.
    route: 'GET /api/bookings/:id/slots',
    call: (w) => ({ url: `/api/bookings/${w.booking._id}/slots?from=2026-12-02&to=2026-12-09` }),
    expect: party(200, 403),
  },
  {
    route: 'POST /api/bookings/comment/:bookingId',
    call: (w) => ({ url: `/api/bookings/comment/${w.booking._id}`, body: { text: 'Thanks' } }),
    expect: party(201, 403),
  },
  {
    // Only its author (the customer) removes a comment.
    route: 'DELETE /api/bookings/comment/:bookingId/:commentId',
    call: async (w) => ({
      url: `/api/bookings/comment/${w.booking._id}/${(await w.throwawayComment())._id}`,
    }),
    expect: { ...party(200, 403), owner: 403 },
  },
  {
    route: 'PUT /api/auth/intakeForm',
    call: () => ({
      url: '/api/auth/intakeForm',
      body: { intakeForm: [{ field_label: 'Allergies', field_type: 'text', value: 'None' }] },
    }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/bookings/future',
    call: () => ({ url: '/api/bookings/future' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/bookings/past',
    call: () => ({ url: '/api/bookings/past' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/bookings/future/:companyId',
    call: (w) => ({ url: `/api/bookings/future/${w.companyA._id}` }),
    expect: businessSide(true),
  },
  {
    route: 'GET /api/bookings/past/:companyId',
    call: (w) => ({ url: `/api/bookings/past/${w.companyA._id}` }),
    expect: businessSide(true),
  },
  {
    // Clears the caller's past appointments; the world's booking is in the future.
    route: 'DELETE /api/bookings',
    call: () => ({ url: '/api/bookings' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/bookings/:companyId',
    call: (w) => ({ url: `/api/bookings/${w.companyA._id}` }),
    expect: businessSide(false),
  },
  ...['send-booking-email', 'send-waitlist-email'].map(
    (kind): RouteRow => ({
      route: `POST /api/bookings/${kind}`,
      call: (w, role) => ({
        url: `/api/bookings/${kind}`,
        body: { booking: w.booking._id, to: otherParty(w, role).email, subject: 'About Tuesday' },
      }),
      expect: party(202, 404),
    }),
  ),
  {
    route: 'POST /api/messages/sendsms',
    call: (w, role) => ({
      url: '/api/messages/sendsms',
      body: { booking: w.booking._id, phone: otherParty(w, role).phone, body: 'Running late' },
    }),
    expect: party(202, 404),
  },
];
