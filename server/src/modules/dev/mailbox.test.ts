import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxTransport as smsMailbox } from '../../integrations/sms/transport.ts';
import type { TestApp } from '../../test/app.ts';
import { createCheckedTestApp } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';

describe(`development mailbox on ${testDbKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckedTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

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
});
