import { describe, expect, it } from 'vitest';
import twilio from 'twilio';
import { eachTestBookingWorld, type BookingWorld } from '../../test/booking-world.ts';
import { createUser } from '../../test/factories.ts';

/* Twilio's inbound texts (decision 057): a STOP, signed with the account's auth token, turns
   reminder texts off for every account with that number; anything unsigned changes nothing. */

const AUTH_TOKEN = 'twilio-test-auth-token';
const URL = 'http://slotmap.test/api/webhooks/twilio/sms';
const twilioConfig = {
  accountSid: 'AC00000000000000000000000000000000',
  authToken: AUTH_TOKEN,
  from: '+15005550006',
  // Nothing is sent in these tests; a closed port makes sure of it.
  apiUrl: 'http://127.0.0.1:9',
};

function post(w: BookingWorld, params: Record<string, string>, signature?: string) {
  return w.t.app.inject({
    method: 'POST',
    url: '/api/webhooks/twilio/sms',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

const signed = (params: Record<string, string>, token = AUTH_TOKEN) =>
  twilio.getExpectedTwilioSignature(token, URL, params);

const textsOn = async (w: BookingWorld, token: string) =>
  (await w.t.call('GET', '/api/auth', undefined, token)).json().reminder_texts as boolean;

async function optIn(w: BookingWorld, token: string) {
  const res = await w.t.call('PUT', '/api/users/me/reminders', { reminder_texts: true }, token);
  expect(res.statusCode, res.body).toBe(200);
}

describe('POST /api/webhooks/twilio/sms', () => {
  const w = eachTestBookingWorld({ twilio: twilioConfig });

  it('a signed STOP turns texts off for the accounts with that number', async () => {
    const sameNumber = await createUser(w.t, { phone: '14165550100' });
    const otherNumber = await createUser(w.t, { phone: '6475550123' });
    for (const u of [w.customer, sameNumber, otherNumber]) await optIn(w, u.token);
    const params = {
      From: '+14165550100',
      To: twilioConfig.from,
      Body: ' stop ',
      MessageSid: 'SM1',
    };
    const res = await post(w, params, signed(params));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/xml');
    expect(res.body).toContain('<Response></Response>');
    expect(await textsOn(w, w.customer.token)).toBe(false);
    expect(await textsOn(w, sameNumber.token)).toBe(false);
    expect(await textsOn(w, otherNumber.token)).toBe(true);
  });

  it('each opt-out keyword works; other words change nothing', async () => {
    for (const word of ['STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']) {
      await optIn(w, w.customer.token);
      const params = { From: '+14165550100', Body: word };
      expect((await post(w, params, signed(params))).statusCode).toBe(200);
      expect(await textsOn(w, w.customer.token)).toBe(false);
    }
    await optIn(w, w.customer.token);
    const params = { From: '+14165550100', Body: 'Please stop by at 5' };
    expect((await post(w, params, signed(params))).statusCode).toBe(200);
    expect(await textsOn(w, w.customer.token)).toBe(true);
  });

  it('refuses unsigned and wrongly signed requests with 403, changing nothing', async () => {
    await optIn(w, w.customer.token);
    const params = { From: '+14165550100', Body: 'STOP' };
    const attempts = [
      await post(w, params),
      await post(w, params, 'not-a-signature'),
      await post(w, params, signed(params, 'someone-elses-token')),
      // Signed for other words than the ones sent.
      await post(w, params, signed({ ...params, Body: 'HELLO' })),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].msg).toBe('The request is not signed by Twilio');
    }
    expect(await textsOn(w, w.customer.token)).toBe(true);
  });
});

describe('POST /api/webhooks/twilio/sms without Twilio', () => {
  const w = eachTestBookingWorld();
  it('is refused', async () => {
    const params = { From: '+14165550100', Body: 'STOP' };
    const res = await post(w, params, signed(params));
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].msg).toMatch(/Twilio is set up/);
  });
});
