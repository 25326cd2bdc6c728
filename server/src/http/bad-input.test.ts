import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.ts';
import { createCheckedTestApp, expectErrors } from '../test/checks.ts';
import { testDbKind } from '../test/database.ts';
import { createCompany, createUser } from '../test/factories.ts';
import { MSG_BAD_TEXT } from './errors.ts';
import { suiteTestApp } from '../test/suite.ts';

type TestUser = Awaited<ReturnType<typeof createUser>>;

/** Input that once reached a 500: every refusal is a 4xx in the errors shape. */
describe(`bad input on ${testDbKind}`, () => {
  let t: TestApp;
  let user: TestUser;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'slotmap-bad-input-'));
    t = await createCheckedTestApp({ config: { dataDir } });
    user = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const rawJson = (method: 'POST' | 'PUT' | 'DELETE', url: string, json: string) =>
    t.app.inject({
      method,
      url,
      payload: json,
      headers: { 'content-type': 'application/json', 'x-auth-token': user.token },
    });

  it('refuses a NUL character anywhere in a body, however deep', async () => {
    expectErrors(await t.call('POST', '/api/messages', { title: 'a\u0000b' }, user.token), 400, [
      { msg: MSG_BAD_TEXT, param: 'title' },
    ]);
    const intake = {
      intakeForm: [{ field_label: 'Allergies', field_type: 'checkbox', value: ['x', 'y\u0000'] }],
    };
    expectErrors(await t.call('PUT', '/api/auth/intakeForm', intake, user.token), 400, [
      { msg: MSG_BAD_TEXT, param: 'intakeForm.0.value.1' },
    ]);
    // In a key too: PostgreSQL refuses it in a JSON document just the same.
    expectErrors(await rawJson('POST', '/api/messages', '{"title":"a","\\u0000":1}'), 400, [
      { msg: MSG_BAD_TEXT },
    ]);
  });

  it('refuses a lone UTF-16 surrogate in a body, which a JSON column cannot hold', async () => {
    for (const bad of ['\\ud800', 'x\\udfff', '\\udc00\\ud800']) {
      const json = `{"intakeForm":[{"field_label":"Notes","field_type":"text","value":"${bad}"}]}`;
      const res = await rawJson('PUT', '/api/auth/intakeForm', json);
      expectErrors(res, 400, [{ msg: MSG_BAD_TEXT, param: 'intakeForm.0.value' }]);
    }
    // A surrogate pair is one character (an emoji) and is fine.
    const ok = await rawJson(
      'PUT',
      '/api/auth/intakeForm',
      '{"intakeForm":[{"field_label":"Mood","field_type":"text","value":"\\ud83d\\ude00"}]}',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().intakeFormFields[0].value).toBe('😀');
  });

  it('refuses NUL characters in query strings and path parameters', async () => {
    for (const q of ['search=%00', 'cat=Dental%00', 'subcategory=%00x']) {
      const res = await t.call('GET', `/api/company?lat=43.6&lng=-79.4&${q}`);
      const param = q.split('=')[0];
      expectErrors(res, 400, [{ msg: MSG_BAD_TEXT, param }]);
    }
    expectErrors(await t.call('GET', '/api/bookings/%00', undefined, user.token), 400, [
      { msg: MSG_BAD_TEXT, param: 'id' },
    ]);
  });

  it('answers 404 for a message about a booking that does not exist', async () => {
    const res = await t.call(
      'POST',
      '/api/messages',
      { title: 'Hello', booking: '00000000-0000-7000-8000-000000000000' },
      user.token,
    );
    expectErrors(res, 404, [{ msg: 'Booking not found' }]);
  });

  it('refuses dates outside the years anyone can mean', async () => {
    const company = await createCompany(t, user);
    const busy = (q: string) => t.call('GET', `/api/company/${company._id}/bookings?${q}`);
    for (const q of [
      'from=0000-01-01T00:00:00Z',
      'from=9999-12-31T00:00:00Z',
      'from=1899-12-31T00:00:00Z&to=1900-01-02T00:00:00Z',
    ]) {
      const res = await busy(q);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
      expect(res.json().errors).toEqual([
        { msg: 'From must be an ISO date and time', param: 'from' },
      ]);
    }
    expectErrors(await busy('from=2026-01-01T00:00:00Z&to=9999-12-31T00:00:00Z'), 400, [
      { msg: 'To must be an ISO date and time', param: 'to' },
    ]);
    expect((await busy('from=2026-01-01T00:00:00Z')).statusCode).toBe(200);

    const slots = await t.call(
      'GET',
      `/api/company/${company._id}/slots?service=${company.services[0]._id}&from=0000-01-01`,
    );
    expectErrors(slots, 400, [{ msg: 'from must be a date YYYY-MM-DD', param: 'from' }]);
    const profile = await t.call('POST', '/api/profile', { birthday: '0000-01-01' }, user.token);
    expectErrors(profile, 400, [
      { msg: 'Birthday must be a date (YYYY-MM-DD)', param: 'birthday' },
    ]);
  });

  it('answers 400 for an upload whose form is cut short', async () => {
    const boundary = '----SlotmapCut';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\n';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: Buffer.concat([Buffer.from(head), Buffer.alloc(2048, 1)]),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-auth-token': user.token,
      },
    });
    expectErrors(res, 400, [{ msg: 'The upload was cut short. Please try again.' }]);
  });

  it('answers a malformed address and an over-long path parameter in the errors shape', async () => {
    expectErrors(await t.call('GET', '/api/bookings/%E0%A4%A'), 400, [
      { msg: 'The address is not valid' },
    ]);
    expectErrors(await t.call('GET', `/api/bookings/${'a'.repeat(101)}`), 414, [
      { msg: 'The address is too long' },
    ]);
  });
});

/** Raw bytes to a listening server, and the whole answer it writes before closing. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

function parseAnswer(raw: string) {
  const [head, body] = raw.split('\r\n\r\n');
  const [statusLine, ...headers] = head.split('\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    type: headers
      .find((h) => /^content-type:/i.test(h))
      ?.split(':')[1]
      .trim(),
    body: JSON.parse(body),
  };
}

describe(`requests the HTTP parser refuses, on ${testDbKind}`, () => {
  const t = suiteTestApp();
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  it('answers oversized headers with 431 in the errors shape', async () => {
    const big = 'a'.repeat(20_000);
    const raw = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${big}\r\n\r\n`,
    );
    expect(parseAnswer(raw)).toEqual({
      status: 431,
      type: 'application/json; charset=utf-8',
      body: { errors: [{ msg: 'The request headers are too large' }] },
    });
  });

  it('answers a request that is not HTTP with 400 in the errors shape', async () => {
    const raw = await rawRequest(port, 'HELLO?? /\r\n\r\n');
    expect(parseAnswer(raw)).toEqual({
      status: 400,
      type: 'application/json; charset=utf-8',
      body: { errors: [{ msg: 'The request is not valid HTTP' }] },
    });
  });

  it('still answers a well-formed request on the same server', async () => {
    const res: LightMyRequestResponse = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const raw = await rawRequest(
      port,
      'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(raw.startsWith('HTTP/1.1 200')).toBe(true);
  });
});
