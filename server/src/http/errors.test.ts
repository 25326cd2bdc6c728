import { describe, expect, it } from 'vitest';
import { expectErrors, expectNoPasswordHash } from '../test/checks.ts';
import { testDbKind } from '../test/database.ts';
import { suiteTestApp } from '../test/suite.ts';

describe(`HTTP edges on ${testDbKind}`, () => {
  const t = suiteTestApp();

  const raw = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: string,
    type?: string,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      payload,
      headers: type ? { 'content-type': type } : {},
    });
    expectNoPasswordHash(res);
    return res;
  };

  it('answers 400 "Request body is not valid JSON" for malformed JSON', async () => {
    const res = await raw('POST', '/api/auth', '{"email": "a@b.co",', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('{"errors":[{"msg":"Request body is not valid JSON"}]}');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 400 for an empty JSON body', async () => {
    const res = await raw('POST', '/api/auth', '', 'application/json');
    expectErrors(res, 400, [{ msg: 'Request body is not valid JSON' }]);
  });

  it('reads a DELETE with a JSON content type and no body as having no body', async () => {
    const res = await raw('DELETE', '/api/profile', '', 'application/json');
    expectErrors(res, 401, [{ msg: 'No token, authorization denied' }]);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await raw('POST', '/api/auth', 'email=a@b.co', 'application/x-www-form-urlencoded');
    expectErrors(res, 415, [{ msg: 'Unsupported content type: send JSON' }]);
  });

  it('answers 413 for a body over 1 MB', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) });
    const res = await raw('POST', '/api/messages', big, 'application/json');
    expectErrors(res, 413, [{ msg: 'Request body is too large' }]);
  });

  it('answers unknown /api paths with 404 in the errors shape', async () => {
    expectErrors(await raw('GET', '/api/nowhere'), 404, [{ msg: 'No route for GET /api/nowhere' }]);
    expectErrors(await raw('POST', '/api/users/nowhere?x=1', '{}', 'application/json'), 404, [
      { msg: 'No route for POST /api/users/nowhere' },
    ]);
  });

  it('answers GET /api/health with "ok" and the outbox counts', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      outbox: { queued: expect.any(Number), retrying: expect.any(Number), dead: 0 },
    });
  });

  it('serves an OpenAPI document listing the accounts calls', async () => {
    const res = await raw('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Slotmap API');
    expect(doc.paths['/api/users']).toHaveProperty('post');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth', '/api/profile', '/api/messages', '/api/users/me']),
    );
  });

  it('sends helmet’s security headers, on errors too', async () => {
    for (const res of [await t.call('GET', '/api/health'), await raw('GET', '/api/nowhere')]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
