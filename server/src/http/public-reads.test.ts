import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../test/database.ts';
import { createOwnedCompany, createUser, serviceInput } from '../test/factories.ts';
import { filledBeforeAll, suiteTestApp } from '../test/suite.ts';

describe(`answers to visitors kept and asked about again, on ${testDbKind}`, () => {
  const t = suiteTestApp();
  const world = filledBeforeAll(async () => {
    const { owner, company } = await createOwnedCompany(t);
    const added = await t.call(
      'PUT',
      '/api/company/business/service',
      { ...serviceInput({ name: 'Online visit', book_online: true }), company_id: company._id },
      owner.token,
    );
    return { owner, company, service: added.json()._id as string, fan: await createUser(t) };
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  const publicReads = () => [
    `/api/company/${world.company._id}`,
    '/api/company?lat=43.6487&lng=-79.3817',
    '/api/company/lists',
    `/api/company/${world.company._id}/reviews`,
    `/api/company/${world.company._id}/slots?service=${world.service}`,
    `/api/company/${world.company._id}/closures`,
    `/api/company/${world.company._id}/bookings`,
  ];

  const expectVisitorAnswer = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(String(res.headers.vary)).toMatch(/x-auth-token/i);
  };

  it('answers a visitor with an ETag, and 304 with no body while the answer is the same', async () => {
    for (const url of publicReads()) {
      const first = await get(url);
      expectVisitorAnswer(first);
      const again = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect({ url, status: again.statusCode, body: again.body }).toEqual({
        url,
        status: 304,
        body: '',
      });
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['cache-control']).toBe('public, no-cache');
      expect(String(again.headers.vary)).toMatch(/x-auth-token/i);
      // Another tag, or one among several, is judged as the one it is.
      expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
      const listed = `"x", ${String(first.headers.etag)}`;
      expect((await get(url, { 'if-none-match': listed })).statusCode).toBe(304);
    }
  });

  it('answers in full once the answer changed, with its new ETag', async () => {
    const url = `/api/company/${world.company._id}`;
    const before = await get(url);
    const liked = await t.call(
      'PUT',
      `/api/company/like/${world.company._id}`,
      undefined,
      world.fan.token,
    );
    expect(liked.statusCode).toBe(200);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expectVisitorAnswer(after);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().likes_count).toBe(before.json().likes_count + 1);
  });

  it('never keeps or matches a signed-in answer: it is the caller’s own', async () => {
    const url = `/api/company/${world.company._id}`;
    const visitor = await get(url);
    const mine = await get(url, {
      'x-auth-token': world.fan.token,
      'if-none-match': String(visitor.headers.etag),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(String(mine.headers.vary)).toMatch(/x-auth-token/i);
    expect(mine.json().likes).toEqual([{ user: world.fan.id }]);
  });

  it('sends a compressed answer as the same answer: the 304 carries no encoded body', async () => {
    const url = '/api/company/lists';
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe((await get(url)).headers.etag);
    const again = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.length).toBe(0);
  });

  it('keeps nothing of a refusal', async () => {
    const res = await get('/api/company/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});
