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
import { BATCH_SIZE, enqueue, LANES, LEASE_SECONDS, OutboxWorker } from './outbox.ts';
import { MAX_ATTEMPTS, nominalRetrySeconds, RETRY_JITTER } from './outbox-retry.ts';
import { recordingLog } from '../test/recording-log.ts';

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

  /** A notice as the modules queue them, delivered by the app's own 'mail' handler. */
  const queueMail = (key = 'notice') =>
    enqueue(t.database.db, 'mail', { to: 'nora@example.com', subject: 'Hello', text: 'Hi' }, key);

  async function queueResetMail() {
    const u = await createUser(t);
    await t.call('POST', '/api/auth/reset', { email: u.email });
    return u;
  }

  it('polls again at once after a full batch, and waits once the queue is empty', async () => {
    for (let i = 0; i < BATCH_SIZE + 5; i++) await queueMail(`backlog-${i}`);
    expect(await t.app.outbox.runOnce()).toBe(BATCH_SIZE);
    expect(t.app.outbox.backlogged).toBe(true);
    expect(await t.app.outbox.runOnce()).toBe(5);
    expect(t.app.outbox.backlogged).toBe(false);
    expect(relay.state.sent).toHaveLength(BATCH_SIZE + 5);
  });

  it('retries a mail whose first two deliveries fail, backing off, and delivers it once', async () => {
    const u = await queueResetMail();
    relay.state.failNext = 2;

    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(await job()).toMatchObject({
      attempts: 1,
      lastError: 'relay unavailable',
      doneAt: null,
    });
    // 30 s back-off after the first failure, 60 s after the second, each give or take 20 %.
    expect(await secondsUntilDue()).toBeGreaterThan(23);
    expect(await secondsUntilDue()).toBeLessThanOrEqual(36);
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(relay.state.attempts).toBe(1);

    await makeDue();
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect((await job()).attempts).toBe(2);
    expect(await secondsUntilDue()).toBeGreaterThan(47);
    expect(await secondsUntilDue()).toBeLessThanOrEqual(72);

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

  const health = async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('retries a job that always fails with growing delays for about a day, then keeps it as a dead letter', async () => {
    await queueMail();
    relay.state.failNext = 10_000;
    const log = recordingLog();
    const worker = new OutboxWorker(
      t.database.db,
      { mail: (j) => relay.transport.send(j.payload as unknown as OutgoingMail, j.idempotencyKey) },
      log,
    );
    expect(await health()).toEqual({ status: 'ok', outbox: { queued: 1, retrying: 0, dead: 0 } });

    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      await makeDue();
      expect(await worker.runOnce()).toBe(0);
      const wait = await secondsUntilDue();
      const nominal = nominalRetrySeconds(attempt);
      expect(wait).toBeGreaterThan(nominal * (1 - RETRY_JITTER) - 2);
      expect(wait).toBeLessThanOrEqual(nominal * (1 + RETRY_JITTER));
      waits.push(wait);
    }
    // Doubling from 30 s until the one-hour cap, which spreads the attempts over about a day.
    for (let i = 1; i < 7; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1]);
    expect(Math.max(...waits)).toBeLessThanOrEqual(60 * 60 * (1 + RETRY_JITTER));
    const span = waits.reduce((sum, w) => sum + w, 0) / 3600;
    expect(span).toBeGreaterThan(18);
    expect(span).toBeLessThan(30);
    expect(await health()).toEqual({ status: 'ok', outbox: { queued: 0, retrying: 1, dead: 0 } });
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);

    await makeDue();
    expect(await worker.runOnce()).toBe(0);
    const dead = await job();
    expect(dead).toMatchObject({
      attempts: MAX_ATTEMPTS,
      lastError: 'relay unavailable',
      doneAt: null,
    });
    expect(dead.failedAt).toBeInstanceOf(Date);
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([
      {
        level: 'error',
        msg: 'outbox: job given up after its last attempt (dead letter)',
        fields: { job: dead.idempotencyKey, attempts: MAX_ATTEMPTS, err: 'relay unavailable' },
      },
    ]);
    expect(await health()).toEqual({ status: 'ok', outbox: { queued: 0, retrying: 0, dead: 1 } });

    // A dead letter is never tried again, even once the relay works and its time has come.
    relay.state.failNext = 0;
    await makeDue();
    expect(await worker.runOnce()).toBe(0);
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(relay.state.attempts).toBe(MAX_ATTEMPTS);
    expect(relay.state.sent).toHaveLength(0);
    expect((await job()).attempts).toBe(MAX_ATTEMPTS);
  });

  it('answers the health call with counts only, no recipient or error text', async () => {
    await enqueue(
      t.database.db,
      'mail',
      { to: 'private@example.com', subject: 'x', text: 'y' },
      'p',
    );
    relay.state.failNext = 1;
    await t.app.outbox.runOnce();
    const res = await t.call('GET', '/api/health');
    expect(res.json()).toEqual({ status: 'ok', outbox: { queued: 0, retrying: 1, dead: 0 } });
    expect(res.body).not.toContain('private@example.com');
    expect(res.body).not.toContain('relay unavailable');
  });

  it('claims each job just before delivering it, so a slow delivery does not eat the next lease', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f'])
      await enqueue(
        t.database.db,
        'mail',
        { to: `${name}@example.com`, subject: name, text: name },
        name,
      );
    // Whenever a delivery looks, no more jobs are claimed and not done than there are lanes
    // delivering: none waits out its lease behind another's slow delivery.
    let inFlight = 0;
    const claimedBeyondLanes: number[] = [];
    let most = 0;
    const worker = new OutboxWorker(
      t.database.db,
      {
        mail: async () => {
          inFlight++;
          most = Math.max(most, inFlight);
          await new Promise((r) => setTimeout(r, 20));
          const rows = await t.database.db.select().from(outboxJobs);
          const claimed = rows.filter((r) => r.doneAt === null && r.attempts > 0).length;
          claimedBeyondLanes.push(claimed - LANES);
          inFlight--;
        },
      },
      recordingLog(),
    );
    expect(await worker.runOnce()).toBe(6);
    expect(claimedBeyondLanes.length).toBe(6);
    expect(claimedBeyondLanes.every((n) => n <= 0)).toBe(true);
    // Several at once: one slow delivery does not hold up the rest.
    expect(most).toBeGreaterThan(1);
  });

  it('lets a worker that outlived its lease neither shorten the next lease nor mark the job', async () => {
    await queueMail();
    let release: (err: Error) => void = () => undefined;
    const slow = new OutboxWorker(
      t.database.db,
      {
        mail: () =>
          new Promise<void>((_resolve, reject) => {
            release = reject;
          }),
      },
      recordingLog(),
    );
    const first = slow.runOnce();
    await expect.poll(async () => (await job()).attempts).toBe(1);
    // The lease runs out while the first worker still waits on its relay; another claims the job.
    await makeDue();
    const second = new OutboxWorker(
      t.database.db,
      { mail: () => new Promise<void>(() => undefined) },
      recordingLog(),
    );
    void second.runOnce();
    await expect.poll(async () => (await job()).attempts).toBe(2);

    release(new Error('relay timed out'));
    await first;
    const after = await job();
    expect(after).toMatchObject({ attempts: 2, lastError: null, failedAt: null, doneAt: null });
    expect(await secondsUntilDue()).toBeGreaterThan(LEASE_SECONDS - 30);
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
