import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devTexts, outboxJobs } from '../../db/schema/platform.ts';
import { mailboxTransport as smsMailbox } from '../../integrations/sms/transport.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { createCheckedTestApp, expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { suiteTestApp } from '../../test/suite.ts';

describe(`development mailbox on ${testDbKind}`, () => {
  const t = suiteTestApp();

  it('lists the texts kept instead of sent, newest first, once per job', async () => {
    const sms = smsMailbox(t.database.db);
    await sms.send({ to: '416-555-0100', body: 'Booked: Check-up, Mon 9:00 AM' }, 'text-1');
    await sms.send({ to: '6475550123', body: 'Cancelled: Check-up, Mon 9:00 AM' }, 'text-2');
    await sms.send({ to: '6475550123', body: 'Cancelled: Check-up, Mon 9:00 AM' }, 'text-2');

    const res = await t.call('GET', '/api/dev/texts');
    expect(res.statusCode).toBe(200);
    const texts = res.json();
    expect(texts).toEqual([
      {
        _id: expect.any(String),
        to: '+16475550123',
        body: 'Cancelled: Check-up, Mon 9:00 AM',
        date_created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      {
        _id: expect.any(String),
        to: '+14165550100',
        body: 'Booked: Check-up, Mon 9:00 AM',
        date_created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
  });

  it('shows mail and texts on the page, escaped, with their links clickable', async () => {
    await t.app.ctx.mail.send(
      { to: 'nora@example.com', subject: 'Your booking <b>is</b> confirmed', text: 'See you soon' },
      'mail-1',
    );
    await smsMailbox(t.database.db).send(
      {
        to: '4165550100',
        body: 'Details: http://slotmap.test/bookings/1 <script>alert(1)</script>',
      },
      'text-3',
    );

    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Your booking &lt;b&gt;is&lt;/b&gt; confirmed');
    expect(page.body).toContain('Text to <strong>+14165550100</strong>');
    expect(page.body).toContain(
      '<a href="http://slotmap.test/bookings/1">http://slotmap.test/bookings/1</a>',
    );
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('Texts (3)');
    expect(page.body).toContain('Mail (1)');

    const mails = await t.call('GET', '/api/dev/mails');
    expect(mails.json()).toEqual([
      expect.objectContaining({ to: 'nora@example.com', text: 'See you soon', attachments: [] }),
    ]);
  });
});

describe(`development mailbox reached from another machine on ${testDbKind}`, () => {
  const t = suiteTestApp();
  beforeAll(async () => {
    await t.app.ctx.mail.send(
      { to: 'nora@example.com', subject: 'Reset', text: 'http://slotmap.test/reset/secret' },
      'mail-remote',
    );
  });

  const urls = ['/api/dev/mails', '/api/dev/texts', '/dev/mailbox'];

  it('answers only requests from loopback, IPv4 or IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.2']) {
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect({ url, remoteAddress, status: res.statusCode }).toEqual({
          url,
          remoteAddress,
          status: 200,
        });
      }
    }
  });

  it('is not there for any other address, whatever X-Forwarded-For claims', async () => {
    const cases = [
      { remoteAddress: '203.0.113.7' },
      { remoteAddress: '192.168.1.20' },
      { remoteAddress: '2001:db8::7' },
      { remoteAddress: '::ffff:198.51.100.4' },
      { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } },
      // Through a proxy on this machine: the socket is loopback, the client is not.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.7' } },
    ];
    for (const c of cases) {
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url, ...c });
        expectErrors(res, 404, [{ msg: `No route for GET ${url}` }]);
        expect(res.body).not.toContain('reset/secret');
      }
    }
  });
});

describe(`development mailbox in production on ${testDbKind}`, () => {
  it('is not there, even with no SMTP server or Twilio account configured', async () => {
    const t = await createCheckedTestApp({ config: { env: 'production' } });
    try {
      for (const url of ['/api/dev/texts', '/api/dev/mails', '/dev/mailbox']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  });

  it('keeps no texts without a Twilio account: they are off, not stored where nobody looks', async () => {
    const t = await createCheckedTestApp({ config: { env: 'production' } });
    try {
      await enqueue(t.database.db, 'sms', { to: '4165550100', body: 'Booked' }, 'text-prod');
      expect(await t.app.outbox.runOnce()).toBe(1);
      expect(await t.database.db.select().from(devTexts)).toEqual([]);
      const [job] = await t.database.db
        .select()
        .from(outboxJobs)
        .where(eq(outboxJobs.idempotencyKey, 'sms:text-prod'));
      expect(job.doneAt).toBeInstanceOf(Date);
    } finally {
      await t.close();
    }
  });
});
