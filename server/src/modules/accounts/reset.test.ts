import { count, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema/accounts.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import type { TestApp } from '../../test/app.ts';
import {
  callFrom,
  expectErrors,
  expectNoPasswordHash,
  loginStatus,
  steadyRateLimits,
} from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { suiteTestApp } from '../../test/suite.ts';

const RESET_ANSWER = { msg: 'An email will be sent soon to reset your password' };

interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

async function mailsTo(t: TestApp, email: string): Promise<DevMail[]> {
  const res = await t.call('GET', '/api/dev/mails');
  expect(res.statusCode).toBe(200);
  return (res.json() as DevMail[]).filter((m) => m.to.toLowerCase() === email.toLowerCase());
}

/** The token in the reset link of the newest mail to `email`. */
async function resetTokenFor(t: TestApp, email: string): Promise<string> {
  const [mail] = await mailsTo(t, email);
  const match = mail?.text.match(/http:\/\/slotmap\.test\/reset\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link in the mail to ${email}: ${mail?.text}`);
  return match[1];
}

async function requestReset(t: TestApp, email: string) {
  const res = await t.call('POST', '/api/auth/reset', { email });
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: RESET_ANSWER });
  await t.app.outbox.runOnce();
}

async function queuedMails(t: TestApp) {
  const [row] = await t.database.db.select({ n: count() }).from(outboxJobs);
  return row.n;
}

describe(`password reset on ${testDbKind}`, () => {
  const t = suiteTestApp();

  it('does the same work for an unknown e-mail as for a known one, and mails only the user', async () => {
    const u = await createUser(t);
    const ghost = 'nobody-at-all@example.com';
    const jobs = () =>
      t.database.db
        .select()
        .from(outboxJobs)
        .where(isNull(outboxJobs.doneAt))
        .orderBy(outboxJobs.id);
    expect(await jobs()).toEqual([]);

    for (const email of [ghost, u.email]) {
      const res = await t.call('POST', '/api/auth/reset', { email });
      expect(res.json()).toEqual(RESET_ANSWER);
    }
    // One queued request each, alike but for the address: the answer waited for nothing else.
    const queued = await jobs();
    expect(queued.map((j) => [j.kind, Object.keys(j.payload).sort(), j.payload.email])).toEqual([
      ['password-reset', ['email', 'token'], ghost],
      ['password-reset', ['email', 'token'], u.email],
    ]);
    expect(await t.database.db.select().from(passwordResets)).toEqual([]);

    expect(await t.app.outbox.runOnce()).toBe(2);
    expect(await mailsTo(t, ghost)).toEqual([]);
    expect(await mailsTo(t, u.email)).toHaveLength(1);
    expect(await jobs()).toEqual([]);
  });

  it('retires an open reset link when the password is changed on the account page', async () => {
    const u = await createUser(t);
    await requestReset(t, u.email);
    const token = await resetTokenFor(t, u.email);
    const change = await t.call(
      'POST',
      '/api/users/me',
      { email: u.email, password: 'changed-1', password2: 'changed-1' },
      u.token,
    );
    expect(change.statusCode).toBe(200);

    const late = await t.call('POST', '/api/auth/new-password', { token, password: 'hijacked' });
    expectErrors(late, 400, [{ msg: 'This reset link is invalid or has expired' }]);
    expect(await loginStatus(t, u.email, 'changed-1')).toBe(200);
  });

  it('mails one reset link to the user, whose token sets the password once', async () => {
    const u = await createUser(t, { firstName: 'Rosa' });
    const res = await t.call('POST', '/api/auth/reset', { email: u.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(RESET_ANSWER);
    // Nothing leaves before the worker runs: the mail is queued with the reset.
    expect(await mailsTo(t, u.email)).toEqual([]);
    expect(await t.app.outbox.runOnce()).toBe(1);

    const mails = await mailsTo(t, u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(u.email);
    expect(mails[0].subject).toBe('Reset your Slotmap password');
    expect(mails[0].text).toContain('Hi Rosa,');
    expect(mails[0].text).toMatch(/http:\/\/slotmap\.test\/reset\/[A-Za-z0-9_-]{20,}/);
    const token = await resetTokenFor(t, u.email);
    expect(mails[0].html).toContain(`href="http://slotmap.test/reset/${token}"`);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expectNoPasswordHash(page);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`<a href="http://slotmap.test/reset/${token}">`);

    const set = await t.call('POST', '/api/auth/new-password', { token, password: 'fresh-pass' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ msg: 'Password Updated' });
    expect(await loginStatus(t, u.email, 'fresh-pass')).toBe(200);
    expect(await loginStatus(t, u.email, u.password)).toBe(400);

    const again = await t.call('POST', '/api/auth/new-password', { token, password: 'other-pass' });
    expectErrors(again, 400, [{ msg: 'This reset link is invalid or has expired' }]);
    expect(await loginStatus(t, u.email, 'fresh-pass')).toBe(200);
  });

  it('ends the sessions from before the reset', async () => {
    const u = await createUser(t);
    await requestReset(t, u.email);
    const token = await resetTokenFor(t, u.email);
    const set = await t.call('POST', '/api/auth/new-password', { token, password: 'fresh-pass' });
    expect(set.statusCode).toBe(200);
    const stale = await t.call('GET', '/api/auth', undefined, u.token);
    expectErrors(stale, 401, [{ msg: 'Token is not valid' }]);
    const login = await t.call('POST', '/api/auth', { email: u.email, password: 'fresh-pass' });
    expect((await t.call('GET', '/api/auth', undefined, login.json().token)).statusCode).toBe(200);
  });

  it('refuses an expired token and keeps the password', async () => {
    const u = await createUser(t);
    await requestReset(t, u.email);
    const token = await resetTokenFor(t, u.email);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.userId, u.id));
    const res = await t.call('POST', '/api/auth/new-password', { token, password: 'fresh-pass' });
    expectErrors(res, 400, [{ msg: 'This reset link is invalid or has expired' }]);
    expect(await loginStatus(t, u.email, u.password)).toBe(200);
    expect((await t.call('GET', '/api/auth', undefined, u.token)).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await t.call('POST', '/api/auth/new-password', {
      token: 'made-up-token-that-was-never-issued',
      password: 'fresh-pass',
    });
    expectErrors(res, 400, [{ msg: 'This reset link is invalid or has expired' }]);
  });

  it('retires older links once one is used', async () => {
    const u = await createUser(t);
    await requestReset(t, u.email);
    const first = await resetTokenFor(t, u.email);
    await requestReset(t, u.email);
    const second = await resetTokenFor(t, u.email);
    expect(second).not.toBe(first);
    expect(await mailsTo(t, u.email)).toHaveLength(2);

    const use = await t.call('POST', '/api/auth/new-password', {
      token: second,
      password: 'pass-two',
    });
    expect(use.statusCode).toBe(200);
    const old = await t.call('POST', '/api/auth/new-password', {
      token: first,
      password: 'pass-one',
    });
    expectErrors(old, 400, [{ msg: 'This reset link is invalid or has expired' }]);
    expect(await loginStatus(t, u.email, 'pass-two')).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const u = await createUser(t);
    await requestReset(t, u.email);
    const token = await resetTokenFor(t, u.email);
    const rows = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  const rejected: [string, Record<string, unknown>, { msg: string; param: string }[]][] = [
    ['no password', { password: undefined }, [{ msg: 'Password is required', param: 'password' }]],
    [
      'a 5-character password',
      { password: '12345' },
      [{ msg: 'Password must be at least 6 characters', param: 'password' }],
    ],
    [
      'a 51-character password',
      { password: 'r'.repeat(51) },
      [{ msg: 'Password must be at most 50 characters', param: 'password' }],
    ],
    ['no token', { token: undefined }, [{ msg: 'Reset token is required', param: 'token' }]],
    ['an empty token', { token: '' }, [{ msg: 'Reset token is required', param: 'token' }]],
    [
      'a 201-character token',
      { token: 't'.repeat(201) },
      [{ msg: 'Invalid reset token', param: 'token' }],
    ],
  ];

  it.each(rejected)(
    'new-password refuses %s and leaves the link usable',
    async (_name, change, errors) => {
      const u = await createUser(t);
      await requestReset(t, u.email);
      const token = await resetTokenFor(t, u.email);
      const res = await t.call('POST', '/api/auth/new-password', {
        token,
        password: 'fresh-pass',
        ...change,
      });
      expectErrors(res, 400, errors);
      expect(await loginStatus(t, u.email, u.password)).toBe(200);
      const ok = await t.call('POST', '/api/auth/new-password', { token, password: 'fresh-pass' });
      expect(ok.statusCode).toBe(200);
    },
  );

  it.each([
    ['no e-mail', {}, [{ msg: 'Email is required', param: 'email' }]],
    [
      'an e-mail that is not one',
      { email: 'nope' },
      [{ msg: 'Please include a valid email', param: 'email' }],
    ],
  ])('reset refuses %s and queues nothing', async (_name, body, errors) => {
    const before = await queuedMails(t);
    expectErrors(await t.call('POST', '/api/auth/reset', body), 400, errors);
    expect(await queuedMails(t)).toBe(before);
  });
});

describe(`POST /api/auth/reset rate limit on ${testDbKind}`, () => {
  const t = suiteTestApp({ config: { rateLimits: steadyRateLimits({ resets: 5 }) } });

  it('answers 429 past the limit for one e-mail and address, queuing no more mail', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) {
      const res = await callFrom(t, '10.5.5.5', 'POST', '/api/auth/reset', { email: u.email });
      expect(res.statusCode).toBe(200);
    }
    const res = await callFrom(t, '10.5.5.5', 'POST', '/api/auth/reset', { email: u.email });
    expectErrors(res, 429, [{ msg: 'Too many requests, please try again later' }]);
    expect(await queuedMails(t)).toBe(5);

    // Unknown addresses are limited too, so the limit cannot tell which e-mails exist.
    for (let i = 0; i < 5; i++) {
      await callFrom(t, '10.5.5.5', 'POST', '/api/auth/reset', { email: 'ghost@example.com' });
    }
    const ghost = await callFrom(t, '10.5.5.5', 'POST', '/api/auth/reset', {
      email: 'ghost@example.com',
    });
    expect(ghost.statusCode).toBe(429);
    // Each accepted request queued one job, known address or not.
    expect(await queuedMails(t)).toBe(10);

    const otherAddress = await callFrom(t, '10.6.6.6', 'POST', '/api/auth/reset', {
      email: u.email,
    });
    expect(otherAddress.json()).toEqual(RESET_ANSWER);
    expect(await queuedMails(t)).toBe(11);
  });
});
