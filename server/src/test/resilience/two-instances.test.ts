import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG_SLOT_TAKEN } from '@slotmap/domain/bookings';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { defaultRateLimits } from '../../config.ts';
import { startSmtpServer, type TestSmtpServer } from '../smtp-server.ts';
import {
  bookingBody,
  call,
  createBusiness,
  type FreeSlot,
  freeSlots,
  type Person,
  signUp,
} from './api-client.ts';
import { byNotice, deliveries } from './mail-tally.ts';
import {
  createScratchDatabase,
  type ScratchDatabase,
  waitForOutboxDrained,
} from './scratch-database.ts';
import { freePort, type ServerProcess, startServer } from './server-process.ts';

const LOGIN_LIMIT = defaultRateLimits.loginFailures;

describe('two API instances on one PostgreSQL', () => {
  let db: ScratchDatabase;
  let smtp: TestSmtpServer;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  /** The instance for the i-th request: they take turns, as a round-robin balancer sends them. */
  const either = (i: number) => (i % 2 === 0 ? a : b).url;

  let owner: Person;
  let customers: Person[];
  let company: { _id: string };
  let service: { _id: string };
  let slots: FreeSlot[];
  const bookingIds: { id: string; customer: Person }[] = [];

  beforeAll(async () => {
    db = await createScratchDatabase();
    smtp = await startSmtpServer();
    const env = (name: string): Record<string, string> => {
      const dataDir = mkdtempSync(join(tmpdir(), `slotmap-faults-${name}-`));
      dataDirs.push(dataDir);
      // One deployment: the same secret and public address, each instance its own disk.
      return {
        NODE_ENV: 'development',
        DATABASE_URL: db.url,
        SEED_DEMO: 'false',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'http://slotmap.test',
        JWT_SECRET: 'one-secret-for-every-instance-of-this-deployment',
        LOG_LEVEL: 'warn',
      };
    };
    // Started together, so they also migrate the empty database at the same moment.
    const [portA, portB] = [await freePort(), await freePort()];
    const [first, second] = await Promise.allSettled([
      startServer('instance-a', portA, env('a')),
      startServer('instance-b', portB, env('b')),
    ]);
    if (first.status === 'fulfilled') a = first.value;
    if (second.status === 'fulfilled') b = second.value;
    if (first.status === 'rejected') throw first.reason;
    if (second.status === 'rejected') throw second.reason;

    owner = await signUp(a.url, { firstName: 'Olga' });
    customers = await Promise.all(
      ['Ada', 'Ben', 'Cora', 'Dan', 'Eve', 'Finn'].map((firstName, i) =>
        signUp(either(i), { firstName }),
      ),
    );
    ({ company, service } = await createBusiness(b.url, owner));
    slots = await freeSlots(a.url, company._id, service._id);
  }, 180_000);

  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await smtp?.close();
    await db?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const showOutputOnFailure = () =>
    onTestFailed(() => {
      for (const s of [a, b]) console.error(`--- last output of ${s.name} ---\n${s.tail()}`);
    });

  it('concurrent bookings of one slot spread over both: one 201, the rest 409', async () => {
    showOutputOnFailure();
    for (const slot of slots.slice(0, 3)) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(
            either(i),
            'POST',
            '/api/bookings',
            bookingBody(company._id, service._id, slot),
            customers[i % customers.length].token,
          ),
        ),
      );
      const statuses = answers.map((x) => x.status);
      expect(
        statuses.filter((s) => s === 201),
        JSON.stringify(statuses),
      ).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      for (const x of answers.filter((y) => y.status === 409))
        expect(x.body).toEqual({ errors: [{ msg: MSG_SLOT_TAKEN }] });
      const won = answers.findIndex((x) => x.status === 201);
      const winner = customers[won % customers.length];
      bookingIds.push({ id: answers[won].body._id, customer: winner });
      // The other instance shows the winner's booking.
      const read = await call(
        either(won + 1),
        'GET',
        `/api/bookings/${answers[won].body._id}`,
        undefined,
        winner.token,
      );
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject(slot);
    }
  });

  it('the outboxes of both instances deliver each notice exactly once', async () => {
    showOutputOnFailure();
    // More bookings, four at a time over both instances, so both workers find jobs at once.
    const more = slots.slice(3, 23);
    for (let i = 0; i < more.length; i += 4) {
      const answers = await Promise.all(
        more.slice(i, i + 4).map((slot, j) => {
          const customer = customers[(i + j) % customers.length];
          const body = bookingBody(company._id, service._id, slot);
          return call(either(j), 'POST', '/api/bookings', body, customer.token).then((x) => ({
            x,
            customer,
          }));
        }),
      );
      for (const { x, customer } of answers) {
        expect(x.status, JSON.stringify(x.body)).toBe(201);
        bookingIds.push({ id: x.body._id, customer });
      }
    }
    const outbox = await waitForOutboxDrained(db, 60_000);
    expect(outbox.failed).toBe(0);

    const notices = byNotice(deliveries(smtp.received));
    const expected = bookingIds.flatMap(({ id, customer }) => [
      `${id} → ${customer.email}`,
      `${id} → ${owner.email}`,
    ]);
    expect([...notices.keys()].sort()).toEqual(expected.sort());
    const copies = [...notices.entries()].filter(([, list]) => list.length !== 1);
    expect(copies.map(([key, list]) => `${key} × ${list.length}`)).toEqual([]);
    console.log(
      `${bookingIds.length} bookings over two instances: ${smtp.received.length} mails for ${notices.size} notices`,
    );
  });

  it('the login limit holds across both: failures alternated between them', async () => {
    showOutputOnFailure();
    await clearOfWindowEdge();
    const person = await signUp(a.url, { firstName: 'Lena' });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 4; i++) {
      const x = await call(either(i), 'POST', '/api/auth', {
        email: person.email,
        password: 'not-the-password',
      });
      statuses.push(x.status);
    }
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(400), ...Array(4).fill(429)]);
    await expectBothRefuse(person);
  });

  it('the login limit holds across both: a burst of failures at once', async () => {
    showOutputOnFailure();
    await clearOfWindowEdge();
    const person = await signUp(b.url, { firstName: 'Mila' });
    const answers = await Promise.all(
      Array.from({ length: 3 * LOGIN_LIMIT }, (_, i) =>
        call(either(i), 'POST', '/api/auth', { email: person.email, password: 'not-the-password' }),
      ),
    );
    const statuses = answers.map((x) => x.status);
    expect(
      statuses.filter((s) => s === 400),
      JSON.stringify(statuses),
    ).toHaveLength(LOGIN_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * LOGIN_LIMIT);
    await expectBothRefuse(person);
  });

  /** After the limit, both instances refuse even the right password for the rest of the window. */
  async function expectBothRefuse(person: Person) {
    for (const server of [a, b]) {
      const x = await call(server.url, 'POST', '/api/auth', {
        email: person.email,
        password: person.password,
      });
      expect(x.status, server.name).toBe(429);
    }
  }
});

/**
 * The counters are fixed windows: a check that ran across a window's end would see its count
 * restart. Close to the end, wait for the next window to begin.
 */
async function clearOfWindowEdge() {
  const windowMs = defaultRateLimits.windowMs;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 20_000) await new Promise((r) => setTimeout(r, left + 500));
}
