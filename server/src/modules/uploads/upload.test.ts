import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/uploads.ts';
import { expectErrors, steadyRateLimits } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { MAX_UPLOAD_BYTES } from './mutations.ts';
import {
  createHarness,
  expectNothingStored,
  fetchUpload,
  GIF,
  type Harness,
  imageFile,
  JPEG,
  PNG,
  upload,
  WEBP,
} from '../../test/upload-kit.ts';

describe(`POST /api/uploads on ${testDbKind}`, () => {
  let h: Harness;
  let user: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    h = await createHarness();
    user = await createUser(h.t);
  });
  afterAll(async () => {
    await h.close();
  });

  it.each([
    ['PNG', PNG, 'png', 'image/png'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['GIF', GIF, 'gif', 'image/gif'],
    ['WebP', WEBP, 'webp', 'image/webp'],
  ])('keeps a %s image and answers 201 with its address', async (_kind, bytes, ext, type) => {
    // Name and sent type are deliberately wrong: only the bytes decide.
    const res = await upload(h, user.token, imageFile(bytes, 'picture.bin', 'text/plain'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      _id: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      // Signed for the uploader, so the form can show the thumbnail (decision 025).
      url: expect.stringMatching(
        new RegExp(`^/api/uploads/${body._id}\\.${ext}\\?exp=\\d+&sig=[\\w-]{43}$`),
      ),
      contentType: type,
      size: bytes.length,
    });
    expect(readFileSync(join(h.dataDir, 'uploads', `${body._id}.${ext}`))).toEqual(bytes);
    const [row] = await h.t.database.db.select().from(uploads).where(eq(uploads.id, body._id));
    expect(row).toMatchObject({
      userId: user.id,
      fileName: `${body._id}.${ext}`,
      contentType: type,
      size: bytes.length,
    });

    const served = await fetchUpload(h, body.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(bytes);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['content-length']).toBe(String(bytes.length));
  });

  it.each([
    ['a text file named .png', 'notes.png', 'image/png', 'just some notes, not a picture\n'],
    [
      'an SVG with a script',
      'logo.png',
      'image/png',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ],
    ['an HTML page', 'photo.jpg', 'image/jpeg', '<!doctype html><script>alert(1)</script>'],
    ['a PDF', 'scan.gif', 'image/gif', '%PDF-1.7\n%âãÏÓ\n'],
    ['a RIFF file that is not WebP', 'clip.webp', 'image/webp', 'RIFF\x10\x00\x00\x00WAVEfmt '],
    ['a truncated PNG signature', 'short.png', 'image/png', PNG.subarray(0, 5)],
  ])('refuses %s and stores nothing', async (_what, filename, type, data) => {
    const res = await expectNothingStored(h, () =>
      upload(h, user.token, [{ name: 'file', filename, type, data }]),
    );
    expectErrors(res, 400, [{ msg: 'Only PNG, JPEG, GIF or WebP images can be uploaded' }]);
  });

  it('refuses an image over 5 MB and stores nothing, but takes one of exactly 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PNG.length)]);
    const res = await expectNothingStored(h, () => upload(h, user.token, imageFile(big)));
    expect([400, 413]).toContain(res.statusCode);
    expectErrors(res, res.statusCode, [{ msg: 'Images must be at most 5 MB' }]);

    const limit = big.subarray(0, MAX_UPLOAD_BYTES);
    const ok = await upload(h, user.token, imageFile(limit));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().size).toBe(5 * 1024 * 1024);
  });

  it.each([
    ['a form without a file', [{ name: 'caption', data: 'hello' }]],
    [
      'an empty file (nothing chosen)',
      [{ name: 'file', filename: '', type: 'application/octet-stream', data: '' }],
    ],
    [
      'a file under another field name',
      [{ name: 'photo', filename: 'a.png', type: 'image/png', data: PNG }],
    ],
  ])('asks for an image when given %s', async (_what, parts) => {
    const res = await expectNothingStored(h, () => upload(h, user.token, parts));
    expectErrors(res, 400, [{ msg: 'Please choose an image to upload' }]);
  });

  it('asks for an image when the body is not a form at all', async () => {
    const json = await expectNothingStored(h, () =>
      h.server.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: { file: PNG.toString('base64') },
        headers: { 'x-auth-token': user.token },
      }),
    );
    expectErrors(json, 400, [{ msg: 'Please choose an image to upload' }]);

    const empty = await h.server.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'x-auth-token': user.token },
    });
    expectErrors(empty, 400, [{ msg: 'Please choose an image to upload' }]);

    const noBoundary = await h.server.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: 'garbage',
      headers: { 'x-auth-token': user.token, 'content-type': 'multipart/form-data' },
    });
    expectErrors(noBoundary, 400, [{ msg: 'Please choose an image to upload' }]);
  });

  it('answers 401 without a valid token and stores nothing', async () => {
    const none = await expectNothingStored(h, () => upload(h, undefined, imageFile(PNG)));
    expectErrors(none, 401, [{ msg: 'No token, authorization denied' }]);
    const bad = await expectNothingStored(h, () => upload(h, 'not-a-token', imageFile(PNG)));
    expectErrors(bad, 401, [{ msg: 'Token is not valid' }]);
  });

  it('keeps an upload when its uploader deletes their account', async () => {
    const leaving = await createUser(h.t);
    const { _id, url } = (await upload(h, leaving.token, imageFile(PNG))).json();
    expect((await h.t.call('DELETE', '/api/profile', undefined, leaving.token)).statusCode).toBe(
      200,
    );
    const [row] = await h.t.database.db.select().from(uploads).where(eq(uploads.id, _id));
    expect(row.userId).toBeNull();
    expect((await fetchUpload(h, url)).statusCode).toBe(200);
  });
});

describe(`upload rate limit on ${testDbKind}`, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ config: { rateLimits: steadyRateLimits({ uploads: 2 }) } });
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers 429 past config.rateLimits.uploads uploads by one user, storing nothing', async () => {
    const busy = await createUser(h.t);
    for (let i = 0; i < 2; i++) {
      expect((await upload(h, busy.token, imageFile(PNG))).statusCode).toBe(201);
    }
    const refused = await expectNothingStored(h, () => upload(h, busy.token, imageFile(PNG)));
    expectErrors(refused, 429, [{ msg: 'Too many requests, please try again later' }]);

    // The limit is per user: someone else may still upload.
    const other = await createUser(h.t);
    expect((await upload(h, other.token, imageFile(PNG))).statusCode).toBe(201);
  });
});
