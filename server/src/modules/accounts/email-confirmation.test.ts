import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { createCheckedTestApp, expectErrors, steadyRateLimits } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { businessRegisterInput, createUser, userInput } from '../../test/factories.ts';

const DAY = 86_400_000;
const LINK = /http:\/\/slotmap\.test\/confirm-email\/([A-Za-z0-9_.-]+)/;

interface DevMail {
  to: string;
  subject: string;
  text: string;
}

describe(`e-mail confirmation on ${testDbKind}`, () => {
  let t: TestApp;
  const clock = { now: new Date('2026-12-01T14:00:00Z') };
  beforeAll(async () => {
    t = await createCheckedTestApp({
      clock: () => clock.now,
      config: { rateLimits: steadyRateLimits({ resets: 2 }) },
    });
  });
  afterAll(() => t.close());

  const mailsTo = async (email: string) => {
    await t.app.outbox.runOnce();
    const res = await t.call('GET', '/api/dev/mails');
    return (res.json() as DevMail[]).filter((m) => m.to.toLowerCase() === email.toLowerCase());
  };
  const linkTokenFor = async (email: string) => {
    const [mail] = await mailsTo(email);
    const token = mail?.text.match(LINK)?.[1];
    if (!token) throw new Error(`no confirmation link in the mail to ${email}: ${mail?.text}`);
    return token;
  };
  const confirmed = async (token: string) =>
    (await t.call('GET', '/api/auth', undefined, token)).json().emailConfirmed as boolean;
  const confirm = (token: string) => t.call('POST', '/api/auth/confirm-email', { token });

  it('mails a link at sign-up; opening it confirms the address, and opening it again is harmless', async () => {
    const input = userInput();
    const res = await t.call('POST', '/api/users', input);
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json().token as string;
    expect(await confirmed(session)).toBe(false);
    const mails = await mailsTo(input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Confirm your e-mail address for Slotmap');

    const token = await linkTokenFor(input.email);
    for (let i = 0; i < 2; i++) {
      const answer = await confirm(token);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ msg: 'Your e-mail address is confirmed' });
    }
    expect(await confirmed(session)).toBe(true);
  });

  it('mails the link to a business owner who signs up through the wizard too', async () => {
    const input = businessRegisterInput();
    const res = await t.call('POST', '/api/users/business-register', input);
    expect(res.statusCode, res.body).toBe(201);
    expect(await linkTokenFor(input.email)).toBeTruthy();
  });

  it('refuses a forged, altered, expired or session token, and changes nothing', async () => {
    const user = await createUser(t, {}, { unconfirmed: true });
    const token = await linkTokenFor(user.email);
    const refused = [{ msg: 'This confirmation link is invalid or has expired' }];
    expectErrors(await confirm(user.token), 400, refused);
    expectErrors(await confirm(`${token.slice(0, -2)}xx`), 400, refused);
    expectErrors(await confirm('not-a-token'), 400, refused);
    expectErrors(await t.call('POST', '/api/auth/confirm-email', {}), 400, [
      { ...refused[0], param: 'token' },
    ]);
    clock.now = new Date(clock.now.getTime() + 8 * DAY);
    expectErrors(await confirm(token), 400, refused);
    clock.now = new Date(clock.now.getTime() - 8 * DAY);
    expect(await confirmed(user.token)).toBe(false);
  });

  it('sends a new link on asking, to the signed-in person only, within the limit', async () => {
    expect((await t.call('POST', '/api/auth/confirm-email/resend')).statusCode).toBe(401);
    const user = await createUser(t, {}, { unconfirmed: true });
    const ask = () => t.call('POST', '/api/auth/confirm-email/resend', undefined, user.token);
    const first = await ask();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ msg: 'A new confirmation link is on its way to your e-mail' });
    expect(await mailsTo(user.email)).toHaveLength(2);
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);

    const [newest] = await mailsTo(user.email);
    expect((await confirm(newest.text.match(LINK)?.[1] ?? '')).statusCode).toBe(200);
    const settled = await createUser(t);
    expectErrors(
      await t.call('POST', '/api/auth/confirm-email/resend', undefined, settled.token),
      400,
      [{ msg: 'Your e-mail address is already confirmed' }],
    );
  });
});
