import { describe, expect, it } from 'vitest';
import { crashRig } from './crash-rig.ts';
import {
  bookingBody,
  bookingIdInMail,
  call,
  createBusiness,
  freeSlots,
  type Person,
  signUp,
} from './api-client.ts';
import { waitForOutboxDrained } from './scratch-database.ts';
import type { ServerProcess } from './server-process.ts';

/** Kills while the day-before reminders go out. */
const KILLS = 2;
/** One day of the business's 15-minute slots (9 to 5): every visit on the same day. */
const BOOKINGS = 32;
/** Each books 8, far under the per-person allowance of 20 an hour. */
const CUSTOMER_NAMES = ['Ada', 'Ben', 'Cora', 'Dan'];

interface Booked {
  id: string;
  customer: Person;
  start: string;
  /** The 24 h reminder's due time (the business's default offsets are 24 h and 2 h). */
  dayBefore: string;
}

const isReminder = (subject: string | undefined) => /^Reminder:/.test(subject ?? '');

/**
 * Reminders come due together on a moved clock (TEST_CLOCK), and the server is killed with
 * SIGKILL while it sends them (decision 057). After the restarts every due reminder was sent
 * exactly once and none that was not due went out.
 */
describe('a server killed (SIGKILL) while reminders are due', () => {
  const rig = crashRig('slotmap-faults-reminders-', { TEST_CLOCK: 'true' });
  const expireDeadLeases = async () => (await rig.expireDeadLeases()).map((job) => job.key);

  const reminderMails = () => rig.smtp.received.filter((m) => isReminder(m.subject));

  it('sends every due reminder once, across kills, and none early', async () => {
    rig.tellOnFailure();
    let server = await rig.start();
    const owner = await signUp(server.url, { firstName: 'Olga' });
    const customers = await Promise.all(
      CUSTOMER_NAMES.map((firstName) => signUp(server.url, { firstName })),
    );
    const { company, service } = await createBusiness(server.url, owner);
    const queue = await freeSlots(server.url, company._id, service._id);
    const day = queue[0].start_date;
    const slots = queue.filter((s) => s.start_date === day).slice(0, BOOKINGS);
    expect(slots).toHaveLength(BOOKINGS);

    const booked: Booked[] = [];
    for (const [i, slot] of slots.entries()) {
      const customer = customers[i % customers.length];
      const answer = await call(
        server.url,
        'POST',
        '/api/bookings',
        bookingBody(company._id, service._id, slot),
        customer.token,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const dayBefore = answer.body.reminders.find(
        (r: { channel: string; due_at: string }) =>
          Date.parse(answer.body.start) - Date.parse(r.due_at) === 24 * 3600_000,
      )?.due_at;
      expect(dayBefore, `booking ${answer.body._id} has a 24 h reminder`).toBeDefined();
      booked.push({ id: answer.body._id, customer, start: answer.body.start, dayBefore });
    }
    await waitForOutboxDrained(rig.db, 60_000);

    // A minute after the last 24 h reminder came due: all of them are due, no visit has begun.
    const lastDue = Math.max(...booked.map((b) => Date.parse(b.dayBefore)));
    const now = new Date(lastDue + 60_000).toISOString();
    expect(Date.parse(now)).toBeLessThan(Math.min(...booked.map((b) => Date.parse(b.start))));
    // The moved clock lives in the process: each restarted server is told it again.
    const moveClock = async (s: ServerProcess) => {
      const answer = await call(s.url, 'PUT', '/api/dev/clock', { now });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await moveClock(server);

    const inDelivery = new Set<string>();
    for (let kill = 1; kill <= KILLS; kill++) {
      // The kill lands once the sweep has handed the reminders over and some have gone out.
      const before = reminderMails().length;
      // The sweep runs every 30 s; the first one after a start may have sent them all already.
      const deadline = Date.now() + 45_000;
      while (reminderMails().length === before && Date.now() < deadline) await sleep(5);
      await sleep(Math.random() * 30);
      await server.kill();
      for (const key of await expireDeadLeases()) inDelivery.add(key);
      console.log(
        `kill ${kill}: ${reminderMails().length} reminder mails so far; ${inDelivery.size} job(s) in delivery`,
      );
      server = await rig.start();
      await moveClock(server);
    }

    // Every 24 h reminder reads sent on the booking page, and the 2 h reminders are still to come.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const [row] = await rig.db.query<{ open: string }>(
        `SELECT count(*) AS open FROM reminders WHERE state = 'scheduled' AND due_at <= $1`,
        [now],
      );
      if (Number(row.open) === 0) break;
      if (Date.now() > deadline) throw new Error(`${row.open} due reminders were never swept`);
      await sleep(500);
    }
    const outbox = await waitForOutboxDrained(rig.db, 60_000);
    expect(outbox.failed).toBe(0);
    for (const b of booked) {
      const read = await call(
        server.url,
        'GET',
        `/api/bookings/${b.id}`,
        undefined,
        b.customer.token,
      );
      expect(read.status).toBe(200);
      const list = read.body.reminders as { due_at: string; state: string; error: string | null }[];
      expect(list.map((r) => [r.due_at === b.dayBefore, r.state, r.error])).toEqual([
        [true, 'sent', null],
        [false, 'scheduled', null],
      ]);
    }

    // One reminder mail per booking, to its customer. A mail may arrive twice only when its job
    // was handed to SMTP by the killed process but not yet marked done (the outbox's known
    // at-least-once window): then both copies carry one Message-ID, so receivers drop the copy.
    const perBooking = new Map<string, { to: string; messageId: string | undefined }[]>();
    for (const mail of reminderMails()) {
      const id = bookingIdInMail(mail.text) ?? '?';
      const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
        .flatMap((a) => a.value.map((v) => v.address ?? ''))
        .join(',');
      perBooking.set(id, [...(perBooking.get(id) ?? []), { to, messageId: mail.messageId }]);
    }
    expect([...perBooking.keys()].sort()).toEqual(booked.map((b) => b.id).sort());
    const twice = [...perBooking.entries()].filter(([, list]) => list.length > 1);
    for (const b of booked) {
      const list = perBooking.get(b.id) ?? [];
      for (const m of list) expect(m.to, b.id).toBe(b.customer.email);
      if (list.length === 1) continue;
      expect(list, b.id).toHaveLength(2);
      expect(new Set(list.map((m) => m.messageId)).size, b.id).toBe(1);
      const [job] = await rig.db.query<{ key: string }>(
        `SELECT o.idempotency_key AS key FROM outbox_jobs o JOIN reminders r ON o.payload->>'reminderId' = r.id::text
         WHERE r.booking_id = $1 AND o.kind = 'reminder-mail'`,
        [b.id],
      );
      expect(
        inDelivery.has(job.key),
        `${b.id} arrived twice but was not in delivery at a kill`,
      ).toBe(true);
    }
    // The sweep wrote one delivery job per due reminder, however many servers swept.
    const [jobs] = await rig.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM outbox_jobs WHERE kind = 'reminder-mail'`,
    );
    expect(Number(jobs.n)).toBe(BOOKINGS);
    console.log(
      `${BOOKINGS} bookings; ${KILLS} kills; ${reminderMails().length} reminder mails; ${inDelivery.size} job(s) in delivery at a kill; ${twice.length} delivered twice with one Message-ID`,
    );
  }, 300_000);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
