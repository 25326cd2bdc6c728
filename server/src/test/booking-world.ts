import type { BookingView } from '@slotmap/domain/booking-view';
import type { CompanyView, ServiceView } from '@slotmap/domain/company-view';
import type { Language } from '@slotmap/domain/language';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../config.ts';
import type { TestApp } from './app.ts';
import { createCheckedTestApp } from './checks.ts';
import { createCompany, createUser, serviceInput } from './factories.ts';
import { filledBeforeAll, filledBeforeEach } from './suite.ts';

/** Tuesday 1 December 2026, 9:00 in Toronto: the clock every booking test runs on. */
export const NOW = new Date('2026-12-01T14:00:00Z');
export const TOMORROW = '2026-12-02';

export type TestUser = Awaited<ReturnType<typeof createUser>>;

export interface BookingWorld {
  t: TestApp;
  clock: { now: Date };
  owner: TestUser;
  customer: TestUser;
  stranger: TestUser;
  company: CompanyView;
  /** 30 minutes, books online, one required question. */
  service: ServiceView;
  /** 60 minutes, books online. */
  long: ServiceView;
}

/** A Toronto business open 9 to 5 every day with two online services, and three people. */
export async function bookingWorld(config: Partial<Config> = {}): Promise<BookingWorld> {
  const clock = { now: NOW };
  const t = await createCheckedTestApp({ clock: () => clock.now, config });
  const [owner, customer, stranger] = [
    await createUser(t, { firstName: 'Olga' }),
    await createUser(t, { firstName: 'Cora' }),
    await createUser(t, { firstName: 'Stan' }),
  ];
  const company = await createCompany(t, owner, {
    services: [
      serviceInput({
        name: 'Cleaning',
        service_duration: 30,
        book_online: true,
        call_to_book: false,
        intakeForm: [
          { field_label: 'Reason for visit', field_type: 'text', is_required: true },
          { field_label: 'Photo', field_type: 'file', is_required: false },
        ],
      }),
      serviceInput({ name: 'Whitening', service_duration: 60, book_online: true }),
    ],
  });
  const [service, long] = company.services;
  return { t, clock, owner, customer, stranger, company, service, long };
}

/** The booking world for a describe block: built before its tests, closed after them. */
export const suiteBookingWorld = (config: Partial<Config> = {}): BookingWorld =>
  filledBeforeAll(
    () => bookingWorld(config),
    (w) => w.t.close(),
  );

/** A booking world of its own for each test of a describe block. */
export const eachTestBookingWorld = (config: Partial<Config> = {}): BookingWorld =>
  filledBeforeEach(
    () => bookingWorld(config),
    (w) => w.t.close(),
  );

export function bookingBody(w: BookingWorld, overrides: Record<string, unknown> = {}) {
  return {
    company: w.company._id,
    service: w.service._id,
    start_date: TOMORROW,
    start_time: 600,
    text: 'First visit',
    intakeForm: [{ field_label: 'Reason for visit', field_type: 'text', value: 'Toothache' }],
    ...overrides,
  };
}

/** A caller of `/api{url}`, as the world's owner unless another token is given. */
export const ownerApi =
  (w: BookingWorld) =>
  (method: InjectOptions['method'], url: string, body?: unknown, token = w.owner.token) =>
    w.t.call(method, `/api${url}`, body, token);

/** Books through the API (`bookingBody` with `overrides`), as the customer unless told: 201. */
export async function createBooking(
  w: BookingWorld,
  overrides: Record<string, unknown> = {},
  token = w.customer.token,
): Promise<BookingView> {
  const res = await w.t.call('POST', '/api/bookings', bookingBody(w, overrides), token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as BookingView;
}

/** Sets the language a person reads Slotmap in (and is written to in), as the switch does. */
export async function setLanguage(w: { t: TestApp }, token: string, language: Language) {
  const res = await w.t.call('PUT', '/api/users/me/language', { language }, token);
  expect(res.statusCode, res.body).toBe(200);
}

/** A booking as GET /api/bookings/:id answers it, read as the customer unless told. */
export const readBooking = async (w: BookingWorld, id: string, token = w.customer.token) =>
  (await w.t.call('GET', `/api/bookings/${id}`, undefined, token)).json() as BookingView;

/** A business in another city, open 9 to 5 every day, with one 60-minute online service. */
export const placeIn = (city: string, province: string, lat: number, lng: number) => ({
  city,
  province,
  lat,
  lng,
  postal: '',
  services: [serviceInput({ name: 'Consult', service_duration: 60, book_online: true })],
});

export const VANCOUVER = placeIn('Vancouver', 'BC', 49.2827, -123.1207);

/** The customer books 10:00 tomorrow on the clock of a new business in `place`. */
export async function bookElsewhere(
  w: BookingWorld,
  place: ReturnType<typeof placeIn>,
  overrides: Record<string, unknown> = {},
) {
  const company = await createCompany(w.t, w.owner, place);
  const booking = await createBooking(w, {
    company: company._id,
    service: company.services[0]._id,
    start_date: TOMORROW,
    start_time: 600,
    intakeForm: [],
    ...overrides,
  });
  return { company, booking };
}
