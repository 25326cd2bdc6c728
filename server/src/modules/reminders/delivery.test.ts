import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMails } from '../../db/schema/platform.ts';
import { createBooking, eachTestBookingWorld, readBooking } from '../../test/booking-world.ts';
import { runOutbox } from '../../test/inbox.ts';
import { MSG_TEXTS_OFF } from './reasons.ts';

/* A reminder text Twilio refuses (decision 057): the reminder is failed with Twilio's reason,
   which both parties read on the booking, and a number that opted out keeps texts off. */

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'auth-token-0123456789';
/** The world customer's number; the stand-in answers for it as Twilio does after a STOP. */
const UNSUBSCRIBED = '+14165550100';
const UNSUBSCRIBED_MESSAGE = 'Attempt to send to unsubscribed recipient';

const DAY_BEFORE = '2026-12-01T15:00:00.000Z';
const TWO_HOURS_BEFORE = '2026-12-02T13:00:00.000Z';

/** A loopback stand-in for Twilio's Messages API: 21610 for an unsubscribed number, else 201. */
async function startTwilio() {
  const received: URLSearchParams[] = [];
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    received.push(form);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return json(401, { code: 20003, message: 'Authenticate', status: 401 });
    if (form.get('To') === UNSUBSCRIBED)
      return json(400, { code: 21610, message: UNSUBSCRIBED_MESSAGE, status: 400 });
    return json(201, { sid: `SM${'0'.repeat(32)}`, to: form.get('To'), status: 'queued' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a reminder text Twilio refuses', () => {
  let twilio: Awaited<ReturnType<typeof startTwilio>>;
  beforeAll(async () => {
    twilio = await startTwilio();
  });
  afterAll(() => twilio.close());
  // The stand-in's port is known once it listens: read when each test's app is built.
  const w = eachTestBookingWorld({
    twilio: {
      accountSid: SID,
      authToken: TOKEN,
      from: '+15005550006',
      get apiUrl() {
        return twilio.url;
      },
    },
  });

  const at = async (iso: string) => {
    w.clock.now = new Date(iso);
    const swept = await w.t.app.reminderSweep.runOnce();
    await runOutbox(w.t, 1);
    return swept;
  };

  it('is failed with the reason, for both parties, and texts stay off', async () => {
    const booking = await createBooking(w, { start_time: 600, reminder_texts: true });
    expect(booking.reminders.map((r) => [r.channel, r.state])).toEqual([
      ['mail', 'scheduled'],
      ['text', 'scheduled'],
      ['mail', 'scheduled'],
      ['text', 'scheduled'],
    ]);
    expect(await at(DAY_BEFORE)).toEqual({ sent: 2, cancelled: 0 });
    const reminderTexts = twilio.received.filter((f) =>
      f.get('Body')?.startsWith('Slotmap reminder:'),
    );
    expect(reminderTexts.map((f) => f.get('To'))).toEqual([UNSUBSCRIBED]);

    const dayBefore = (list: typeof booking.reminders) =>
      list.filter((r) => r.due_at === DAY_BEFORE).map((r) => [r.channel, r.state, r.error]);
    for (const token of [w.customer.token, w.owner.token]) {
      const read = await readBooking(w, booking._id, token);
      expect(dayBefore(read.reminders)).toEqual([
        ['mail', 'sent', null],
        ['text', 'failed', UNSUBSCRIBED_MESSAGE],
      ]);
    }
    // The mail reminder went out all the same.
    const mails = await w.t.database.db
      .select()
      .from(devMails)
      .where(like(devMails.jobKey, 'reminder-mail:%'));
    expect(mails.map((m) => m.to)).toEqual([w.customer.email]);

    // The refusal is final: no retry reaches Twilio again, and the account's texts are off.
    await runOutbox(w.t, 2);
    expect(
      twilio.received.filter((f) => f.get('Body')?.startsWith('Slotmap reminder:')),
    ).toHaveLength(1);
    const me = (await w.t.call('GET', '/api/auth', undefined, w.customer.token)).json();
    expect(me).toMatchObject({ reminder_texts: false, reminder_mails: true });

    // So the 2 h text is not tried: it was cancelled with that reason at once, and the mail goes.
    const twoHours = async () =>
      (await readBooking(w, booking._id)).reminders
        .filter((r) => r.due_at === TWO_HOURS_BEFORE)
        .map((r) => [r.channel, r.state, r.error]);
    expect(await twoHours()).toEqual([
      ['mail', 'scheduled', null],
      ['text', 'cancelled', MSG_TEXTS_OFF],
    ]);
    expect(await at(TWO_HOURS_BEFORE)).toEqual({ sent: 1, cancelled: 0 });
    expect(await twoHours()).toEqual([
      ['mail', 'sent', null],
      ['text', 'cancelled', MSG_TEXTS_OFF],
    ]);
  });
});
