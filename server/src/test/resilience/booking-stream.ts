import { bookingBody, call, type FreeSlot, type Person } from './api-client.ts';

export interface Attempt {
  round: number;
  slot: FreeSlot;
  customer: Person;
  /** confirmed: 2xx; refused: any other answer; lost: no answer (the server went away). */
  outcome: 'confirmed' | 'refused' | 'lost';
  status?: number;
  id?: string;
}

export interface Stream {
  base: string;
  round: number;
  companyId: string;
  serviceId: string;
  /** Free slots, taken from the front: each is asked for once. */
  queue: FreeSlot[];
  /** Take turns, so no one runs into the per-person booking allowance. */
  customers: Person[];
  workers: number;
  /** Every request's outcome is pushed here as it is known. */
  attempts: Attempt[];
  stop: () => boolean;
}

let turn = 0;

/**
 * Workers book one free slot after another over HTTP until the queue is empty, `stop` says so,
 * or a request gets no answer (the server is gone): then that worker ends.
 */
export function bookingStream(s: Stream): Promise<void> {
  const worker = async () => {
    while (!s.stop()) {
      const slot = s.queue.shift();
      if (!slot) return;
      const customer = s.customers[turn++ % s.customers.length];
      // The stream's customers ask for texts, so each booking's text is counted as its mails are.
      const body = bookingBody(s.companyId, s.serviceId, slot, { texts: true });
      const base = { round: s.round, slot, customer };
      try {
        const a = await call(s.base, 'POST', '/api/bookings', body, customer.token);
        const confirmed = a.status >= 200 && a.status < 300;
        s.attempts.push(
          confirmed
            ? { ...base, outcome: 'confirmed', status: a.status, id: a.body._id }
            : { ...base, outcome: 'refused', status: a.status },
        );
      } catch {
        s.attempts.push({ ...base, outcome: 'lost' });
        return;
      }
    }
  };
  return Promise.all(Array.from({ length: s.workers }, worker)).then(() => undefined);
}

/** Every booking a customer's list holds, page by page (limit 50, the largest page). */
export async function bookingsOf(base: string, customer: Person) {
  const seen = new Map<string, { _id: string; start_date: string; start_time: number }>();
  for (let page = 1; ; page++) {
    const answer = await call(
      base,
      'GET',
      `/api/bookings?limit=50&page=${page}`,
      undefined,
      customer.token,
    );
    if (answer.status !== 200)
      throw new Error(`GET /api/bookings: ${answer.status} ${JSON.stringify(answer.body)}`);
    const rows = answer.body as { _id: string; start_date: string; start_time: number }[];
    const before = seen.size;
    for (const row of rows) seen.set(row._id, row);
    if (rows.length < 50 || seen.size === before) return [...seen.values()];
  }
}
