import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { devTexts } from '../../db/schema/platform.ts';
import { createTestDatabase, testDbKind } from '../../test/database.ts';
import { mailboxTransport, SmsDeliveryError, toE164, twilioTransport } from './transport.ts';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'auth-token-0123456789';

interface ReceivedRequest {
  method?: string;
  path?: string;
  authorization?: string;
  contentType?: string;
  idempotencyToken?: string;
  form: URLSearchParams;
}

/**
 * A loopback stand-in for Twilio's Messages API as documented: Basic auth with the account SID,
 * form fields To, From and Body, 201 with the message resource, or a JSON error body.
 */
async function startTwilio() {
  const received: ReceivedRequest[] = [];
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    received.push({
      method: req.method,
      path: req.url,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      idempotencyToken: req.headers['i-twilio-idempotency-token'] as string | undefined,
      form,
    });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return json(401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${SID}/Messages.json`) {
      return json(404, {
        code: 20404,
        message: 'The requested resource was not found',
        status: 404,
      });
    }
    if (form.get('To') === '+15005550001') {
      return json(400, {
        code: 21211,
        message: "The 'To' number is not a valid phone number.",
        status: 400,
      });
    }
    if (form.get('To') === '+15005550009') {
      res.writeHead(503, { 'content-type': 'text/html' });
      return res.end('<h1>Service Unavailable</h1>');
    }
    return json(201, {
      sid: `SM${'0'.repeat(32)}`,
      account_sid: SID,
      to: form.get('To'),
      from: form.get('From'),
      body: form.get('Body'),
      status: 'queued',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('toE164', () => {
  it.each([
    ['4165550100', '+14165550100'],
    ['14165550100', '+14165550100'],
    ['416-555-0100', '+14165550100'],
    ['(416) 555-0100', '+14165550100'],
    ['+1 416 555 0100', '+14165550100'],
    ['+14165550100', '+14165550100'],
  ])('turns %s into %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
  });

  it.each([
    ['', 'no digits'],
    ['555-0100', 'fewer than 10 digits'],
    ['416555010', '9 digits'],
    ['1416555010', '10 digits starting with the country code'],
    ['24165550100', '11 digits not starting with 1'],
    ['+44 20 7946 0958', 'a number outside Canada and the US'],
  ])('refuses %o (%s)', (input) => {
    expect(() => toE164(input)).toThrow(`Not a Canadian or US phone number: ${input}`);
  });
});

describe('Twilio transport against a local Messages API', () => {
  let twilio: Awaited<ReturnType<typeof startTwilio>>;
  beforeAll(async () => {
    twilio = await startTwilio();
  });
  afterAll(async () => {
    await twilio.close();
  });
  beforeEach(() => {
    twilio.received.length = 0;
  });

  const transport = () =>
    twilioTransport({
      accountSid: SID,
      authToken: TOKEN,
      from: '+15005550006',
      apiUrl: twilio.url,
    });

  it('posts the text as a form to the Messages resource with Basic auth and the job key', async () => {
    const sms = transport();
    expect(sms.kind).toBe('twilio');
    await sms.send({ to: '416-555-0100', body: 'Your booking is confirmed: Mon 9:00 AM' }, 'job-1');

    expect(twilio.received).toHaveLength(1);
    const [req] = twilio.received;
    expect(req.method).toBe('POST');
    expect(req.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(req.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(req.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(req.idempotencyToken).toBe('job-1');
    expect(Object.fromEntries(req.form)).toEqual({
      To: '+14165550100',
      From: '+15005550006',
      Body: 'Your booking is confirmed: Mon 9:00 AM',
    });
  });

  it('sends the no-break spaces of a French time as plain ones, keeping the text in GSM', async () => {
    await transport().send(
      { to: '416-555-0100', body: 'Slotmap\u00a0: mardi 3 mars, 14\u00a0h\u00a030\u00a0HNE' },
      'job-fr',
    );
    expect(twilio.received.at(-1)?.form.get('Body')).toBe('Slotmap : mardi 3 mars, 14 h 30 HNE');
  });

  it("throws with Twilio's message when it refuses the text, so the outbox retries it", async () => {
    const err = await transport()
      .send({ to: '5005550001', body: 'Hello' }, 'job-2')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsDeliveryError);
    expect((err as SmsDeliveryError).message).toBe("The 'To' number is not a valid phone number.");
    expect((err as SmsDeliveryError).code).toBe(21211);
    expect((err as SmsDeliveryError).status).toBe(400);
  });

  it('throws with the status when the answer is not JSON', async () => {
    await expect(transport().send({ to: '5005550009', body: 'Hello' }, 'job-3')).rejects.toThrow(
      'Twilio answered 503 Service Unavailable',
    );
  });

  it('throws on wrong credentials', async () => {
    const wrong = twilioTransport({
      accountSid: SID,
      authToken: 'not-the-token',
      from: '+15005550006',
      apiUrl: twilio.url,
    });
    await expect(wrong.send({ to: '4165550100', body: 'Hello' }, 'job-4')).rejects.toThrow(
      'Authenticate',
    );
  });

  it('sends nothing for a number it cannot address', async () => {
    await expect(transport().send({ to: '555-0100', body: 'Hello' }, 'job-5')).rejects.toThrow(
      'Not a Canadian or US phone number',
    );
    expect(twilio.received).toHaveLength(0);
  });
});

describe(`SMS mailbox transport on ${testDbKind}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps each text once per job key, however often the job is retried', async () => {
    const sms = mailboxTransport(database.db);
    expect(sms.kind).toBe('mailbox');
    await sms.send({ to: '416-555-0100', body: 'Reminder: Check-up tomorrow at 9:00 AM' }, 'k-1');
    await sms.send({ to: '416-555-0100', body: 'Reminder: Check-up tomorrow at 9:00 AM' }, 'k-1');
    await sms.send({ to: '6475550123', body: 'Your booking was cancelled' }, 'k-2');

    const rows = await database.db.select().from(devTexts).orderBy(devTexts.jobKey);
    expect(rows.map(({ jobKey, to, body }) => ({ jobKey, to, body }))).toEqual([
      { jobKey: 'k-1', to: '+14165550100', body: 'Reminder: Check-up tomorrow at 9:00 AM' },
      { jobKey: 'k-2', to: '+16475550123', body: 'Your booking was cancelled' },
    ]);
    expect(rows[0].createdAt).toBeInstanceOf(Date);
  });
});
