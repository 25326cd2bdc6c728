import type { SlotsView } from '@slotmap/domain/booking-view';
import type { CompanyView } from '@slotmap/domain/company-view';
import { companyInput, serviceInput, userInput } from '../factories.ts';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON answer; each check reads the fields it needs.
  body: any;
}

/** One call to a running server over HTTP. A lost connection rejects (the caller decides). */
export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { 'x-auth-token': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function expectStatus(answer: Promise<Answer>, status: number, what: string) {
  const a = await answer;
  if (a.status !== status)
    throw new Error(`${what}: expected ${status}, got ${a.status} ${JSON.stringify(a.body)}`);
  return a.body;
}

export interface Person {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** Signs up through POST /api/users, as the sign-up form does. */
export async function signUp(base: string, overrides: Record<string, unknown> = {}) {
  const input = userInput(overrides);
  const { token } = await expectStatus(call(base, 'POST', '/api/users', input), 201, 'sign-up');
  const me = await expectStatus(call(base, 'GET', '/api/auth', undefined, token), 200, 'me');
  return { id: me._id as string, email: input.email, password: input.password, token } as Person;
}

/** A Toronto business open 9 to 5 every day with one 15-minute service booked online. */
export async function createBusiness(base: string, owner: Person) {
  const input = companyInput({
    services: [serviceInput({ service_duration: 15, book_online: true, call_to_book: false })],
  });
  const company = (await expectStatus(
    call(base, 'POST', '/api/company', input, owner.token),
    201,
    'create business',
  )) as CompanyView;
  return { company, service: company.services[0] };
}

export interface FreeSlot {
  start_date: string;
  start_time: number;
}

/** The free slots the booking page offers, from the day after tomorrow (clear of "today"). */
export async function freeSlots(base: string, companyId: string, serviceId: string) {
  const view = (await expectStatus(
    call(base, 'GET', `/api/company/${companyId}/slots?service=${serviceId}`),
    200,
    'slots',
  )) as SlotsView;
  const slots: FreeSlot[] = view.days
    .slice(2)
    .flatMap((d) =>
      d.slots
        .filter((s) => s.unavailable === null)
        .map((s) => ({ start_date: d.date, start_time: s.start_time })),
    );
  return slots;
}

/** A booking of `slot`; `texts`: the customer asks for texts (confirmations and reminders). */
export function bookingBody(
  companyId: string,
  serviceId: string,
  slot: FreeSlot,
  { texts = false }: { texts?: boolean } = {},
) {
  return {
    company: companyId,
    service: serviceId,
    ...slot,
    text: '',
    intakeForm: [],
    reminder_texts: texts,
  };
}

/** The id a booking confirmation mail or its owner notice links to (`…/bookings/<id>`). */
export function bookingIdInMail(text: string | undefined): string | undefined {
  return /\/bookings\/([0-9a-f-]{36})/.exec(text ?? '')?.[1];
}
