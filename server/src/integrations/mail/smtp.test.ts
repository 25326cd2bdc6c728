import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxJobs } from '../../db/schema/platform.ts';
import { enqueue } from '../../jobs/outbox.ts';
import type { TestApp } from '../../test/app.ts';
import { createCheckedTestApp, expectNoPasswordHash } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';

async function requestReset(t: TestApp, email: string) {
  const res = await t.call('POST', '/api/auth/reset', { email });
  expect(res.json()).toEqual({ msg: 'An email will be sent soon to reset your password' });
}

describe(`mail over SMTP on ${testDbKind}`, () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createCheckedTestApp({ config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the reset mail to the user through the SMTP server', async () => {
    const u = await createUser(t, { firstName: 'Nora' });
    await requestReset(t, u.email);
    expect(smtp.received).toHaveLength(0);
    expect(await t.app.outbox.runOnce()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([
      u.email,
    ]);
    expect(mail.from?.value[0].address).toBe('no-reply@slotmap.test');
    expect(mail.subject).toBe('Reset your Slotmap password');
    expect(mail.text).toContain('Hi Nora,');
    expect(mail.text).toMatch(/http:\/\/slotmap\.test\/reset\/[A-Za-z0-9_-]{20,}/);
    expect(mail.html || '').toContain('http://slotmap.test/reset/');
    expect(mail.messageId).toMatch(/@slotmap\.test>$/);

    // Delivered jobs are done: a second run sends nothing more.
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('gives every delivery of one job the same Message-ID, derived from its key', async () => {
    const before = smtp.received.length;
    const notice = { to: 'nora@example.com', subject: 'Booking confirmed', text: 'See you' };
    await enqueue(t.database.db, 'mail', notice, 'booking-created:1:customer');
    expect(await t.app.outbox.runOnce()).toBe(1);
    // The relay took the mail, but the worker died before recording it: the job runs again.
    await t.database.db
      .update(outboxJobs)
      .set({ doneAt: null, runAt: sql`now()` })
      .where(eq(outboxJobs.idempotencyKey, 'mail:booking-created:1:customer'));
    expect(await t.app.outbox.runOnce()).toBe(1);

    const deliveries = smtp.received.slice(before);
    expect(deliveries).toHaveLength(2);
    const hash = createHash('sha256').update('mail:booking-created:1:customer').digest('hex');
    expect(deliveries.map((m) => m.messageId)).toEqual([
      `<${hash}@slotmap.test>`,
      `<${hash}@slotmap.test>`,
    ]);

    // Another notice is another message.
    await enqueue(t.database.db, 'mail', notice, 'booking-created:2:customer');
    expect(await t.app.outbox.runOnce()).toBe(1);
    const other = smtp.received[smtp.received.length - 1].messageId;
    expect(other).toMatch(/^<[0-9a-f]{64}@slotmap\.test>$/);
    expect(other).not.toBe(deliveries[0].messageId);
  });

  it('does not register the development mailbox when SMTP is configured', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expectNoPasswordHash(page);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ errors: [{ msg: 'No route for GET /dev/mailbox' }] });
    const list = await t.call('GET', '/api/dev/mails');
    expect(list.statusCode).toBe(404);
  });
});

describe(`SMTP delivery retries on ${testDbKind}`, () => {
  let smtp: TestSmtpServer | undefined;
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('retries a mail the server refused twice and delivers it exactly once', async () => {
    smtp = await startSmtpServer({ failFirst: 2 });
    const r = await createCheckedTestApp({ config: { smtpUrl: smtp.url } });
    t = r;
    const u = await createUser(r);
    await requestReset(r, u.email);
    const job = async () => {
      const [row] = await r.database.db.select().from(outboxJobs);
      return row;
    };
    // The only job of this fresh app: the reset request, whatever kind carries it.
    const dueNow = () => r.database.db.update(outboxJobs).set({ runAt: sql`now()` });

    expect(await r.app.outbox.runOnce()).toBe(0);
    const afterFirst = await job();
    expect(afterFirst).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(afterFirst.lastError).toContain('451');
    expect(afterFirst.runAt.getTime()).toBeGreaterThan(Date.now());
    // Backing off: not due yet, so nothing is tried.
    expect(await r.app.outbox.runOnce()).toBe(0);
    expect(smtp.dataCalls).toBe(1);

    await dueNow();
    expect(await r.app.outbox.runOnce()).toBe(0);
    expect((await job()).attempts).toBe(2);

    await dueNow();
    expect(await r.app.outbox.runOnce()).toBe(1);
    const done = await job();
    expect(done).toMatchObject({ attempts: 3, failedAt: null, lastError: null });
    expect(done.doneAt).toBeInstanceOf(Date);

    await dueNow();
    expect(await r.app.outbox.runOnce()).toBe(0);
    expect(smtp.dataCalls).toBe(3);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].subject).toBe('Reset your Slotmap password');
  });
});
