import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devMails, outboxJobs } from '../db/schema/platform.ts';
import { rowsOf } from '../db/rows.ts';
import {
  mailboxTransport,
  type MailTransport,
  type OutgoingMail,
} from '../integrations/mail/transport.ts';
import type { TestApp } from '../test/app.ts';
import { createCheckedTestApp } from '../test/checks.ts';
import { testDbKind } from '../test/database.ts';
import { createUser } from '../test/factories.ts';
import { enqueue, MAX_ATTEMPTS } from './outbox.ts';

/** A relay that refuses the next `failNext` deliveries, then accepts. */
function flakyTransport() {
  const state = { failNext: 0, attempts: 0, sent: [] as { mail: OutgoingMail; key: string }[] };
  const transport: MailTransport = {
    kind: 'smtp',
    async send(mail, key) {
      state.attempts += 1;
      if (state.failNext > 0) {
        state.failNext -= 1;
        throw new Error('relay unavailable');
      }
      state.sent.push({ mail, key });
    },
    close: () => undefined,
  };
  return { transport, state };
}

describe(`outbox delivery on ${testDbKind}`, () => {
  let t: TestApp;
  const relay = flakyTransport();
  beforeAll(async () => {
    t = await createCheckedTestApp({ mail: relay.transport });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    relay.state.failNext = 0;
    relay.state.attempts = 0;
    relay.state.sent.length = 0;
    await t.database.db.delete(outboxJobs);
  });

  const job = async () => {
    const rows = await t.database.db.select().from(outboxJobs);
    expect(rows).toHaveLength(1);
    return rows[0];
  };
  /** Seconds until the job is due, by the database's clock. */
  const secondsUntilDue = async () => {
    const res = await t.database.db.execute(
      sql`SELECT extract(epoch FROM run_at - now())::float AS s FROM outbox_jobs`,
    );
    return Number(rowsOf(res)[0].s);
  };
  const makeDue = () => t.database.db.update(outboxJobs).set({ runAt: sql`now()` });

  async function queueResetMail() {
    const u = await createUser(t);
    await t.call('POST', '/api/auth/reset', { email: u.email });
    return u;
  }

  it('retries a mail whose first two deliveries fail, backing off, and delivers it once', async () => {
    const u = await queueResetMail();
    relay.state.failNext = 2;

    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(await job()).toMatchObject({
      attempts: 1,
      lastError: 'relay unavailable',
      doneAt: null,
    });
    // 2 s back-off after the first failure, 4 s after the second.
    expect(await secondsUntilDue()).toBeGreaterThan(0.5);
    expect(await secondsUntilDue()).toBeLessThanOrEqual(2);
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(relay.state.attempts).toBe(1);

    await makeDue();
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect((await job()).attempts).toBe(2);
    expect(await secondsUntilDue()).toBeGreaterThan(2.5);
    expect(await secondsUntilDue()).toBeLessThanOrEqual(4);

    await makeDue();
    expect(await t.app.outbox.runOnce()).toBe(1);
    const done = await job();
    expect(done).toMatchObject({ attempts: 3, lastError: null, failedAt: null });
    expect(done.doneAt).toBeInstanceOf(Date);

    await makeDue();
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(relay.state.attempts).toBe(3);
    expect(relay.state.sent).toHaveLength(1);
    expect(relay.state.sent[0].mail).toMatchObject({
      to: u.email,
      subject: 'Reset your Slotmap password',
    });
    expect(relay.state.sent[0].key).toBe(done.idempotencyKey);
  });

  it(`gives up after ${MAX_ATTEMPTS} failed attempts and never tries again`, async () => {
    await queueResetMail();
    relay.state.failNext = 1000;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await makeDue();
      expect(await t.app.outbox.runOnce()).toBe(0);
    }
    const failed = await job();
    expect(failed).toMatchObject({
      attempts: MAX_ATTEMPTS,
      lastError: 'relay unavailable',
      doneAt: null,
    });
    expect(failed.failedAt).toBeInstanceOf(Date);

    relay.state.failNext = 0;
    await makeDue();
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(relay.state.attempts).toBe(MAX_ATTEMPTS);
    expect(relay.state.sent).toHaveLength(0);
  });

  it('hands a due job to one of two concurrent runs only', async () => {
    await queueResetMail();
    const delivered = await Promise.all([t.app.outbox.runOnce(), t.app.outbox.runOnce()]);
    expect(delivered[0] + delivered[1]).toBe(1);
    expect(relay.state.sent).toHaveLength(1);
  });

  it('queues a job once per idempotency key', async () => {
    const payload = { to: 'a@example.com', subject: 'Hello', text: 'Hi' };
    await enqueue(t.database.db, 'mail', payload, 'same-key');
    await enqueue(t.database.db, 'mail', { ...payload, subject: 'Again' }, 'same-key');
    expect((await job()).idempotencyKey).toBe('mail:same-key');
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect(relay.state.sent.map((s) => s.mail.subject)).toEqual(['Hello']);
  });

  it('records a job of an unknown kind as failing instead of crashing the worker', async () => {
    await enqueue(t.database.db, 'carrier-pigeon', {}, 'x');
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(await job()).toMatchObject({
      attempts: 1,
      lastError: 'no handler for job kind carrier-pigeon',
    });
  });

  it('stores a mail delivered twice to the development mailbox under the same job key once', async () => {
    const mailbox = mailboxTransport(t.database.db);
    const mail = { to: 'a@example.com', subject: 'Once', text: 'Only once' };
    await mailbox.send(mail, 'mail:retried');
    await mailbox.send(mail, 'mail:retried');
    const rows = await t.database.db
      .select()
      .from(devMails)
      .where(eq(devMails.jobKey, 'mail:retried'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: 'a@example.com', subject: 'Once', text: 'Only once' });
  });
});
