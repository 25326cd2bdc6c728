import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { existingUploadUrls } from './data.ts';
import {
  SIGNED_URL_WINDOW_SECONDS,
  signedUploadUrl,
  uploadKey,
} from '../../integrations/uploads/signing.ts';
import {
  createHarness,
  fetchUpload,
  GIF,
  type Harness,
  imageFile,
  JPEG,
  PNG,
  upload,
} from '../../test/upload-kit.ts';

const nameOf = (url: string) => url.split('?')[0].split('/').pop() ?? '';

describe(`GET /api/uploads/:name on ${testDbKind}`, () => {
  let h: Harness;
  let user: Awaited<ReturnType<typeof createUser>>;
  /** A valid signed address for any name, as the server would make it now. */
  let signed: (name: string, now?: Date) => string;
  beforeAll(async () => {
    h = await createHarness();
    user = await createUser(h.t);
    const key = uploadKey(h.t.app.ctx.config.jwtSecret);
    signed = (name, now = new Date()) => signedUploadUrl(key, name, now);
  });
  afterAll(async () => {
    await h.close();
  });

  it('serves an upload at its signed address, with headers that keep a browser from running it', async () => {
    const { url } = (await upload(h, user.token, imageFile(PNG))).json();
    const name = nameOf(url);
    const res = await fetchUpload(h, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
      'content-disposition': `inline; filename="${name}"`,
      'cache-control': expect.stringMatching(/^private, max-age=\d+$/),
    });
    // Cached no longer than the address lives: between one and two windows.
    const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(exp % SIGNED_URL_WINDOW_SECONDS).toBe(0);
    expect(maxAge).toBeGreaterThan(SIGNED_URL_WINDOW_SECONDS - 5);
    expect(maxAge).toBeLessThanOrEqual(2 * SIGNED_URL_WINDOW_SECONDS);
    expect(Math.abs(exp - Date.now() / 1000 - maxAge)).toBeLessThan(5);
    // The address is the permission: no token needed, as an <img> sends none.
    expect(res.rawPayload).toEqual(PNG);
  });

  it('refuses the plain address, a wrong, borrowed or expired signature (403)', async () => {
    const { url } = (await upload(h, user.token, imageFile(PNG))).json();
    const other = (await upload(h, user.token, imageFile(PNG))).json().url as string;
    const name = nameOf(url);
    const query = (u: string) => new URL(u, 'http://x').searchParams;
    const { exp, sig } = Object.fromEntries(query(url)) as { exp: string; sig: string };
    const otherSig = query(other).get('sig');
    const past = new Date(Date.now() - 3 * SIGNED_URL_WINDOW_SECONDS * 1000);
    const refused = [
      `/api/uploads/${name}`,
      `/api/uploads/${name}?exp=${exp}`,
      `/api/uploads/${name}?sig=${sig}`,
      `/api/uploads/${name}?exp=${exp}&sig=${otherSig}`,
      `/api/uploads/${name}?exp=${Number(exp) + SIGNED_URL_WINDOW_SECONDS}&sig=${sig}`,
      `/api/uploads/${name}?exp=${exp}&sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      `/api/uploads/${name}?exp=${exp}&sig=`,
      signed(name, past),
      // Signed with another key (another server's secret).
      signedUploadUrl(uploadKey('another-secret-that-is-long-enough-for-hs256'), name, new Date()),
    ];
    for (const path of refused) {
      const res = await fetchUpload(h, path);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 403 });
      expect(res.json()).toEqual({
        errors: [{ msg: 'This image link is not valid or has expired' }],
      });
      expect(res.rawPayload).not.toEqual(PNG);
    }
    expect((await fetchUpload(h, signed(name))).statusCode).toBe(200);
  });

  it('answers 404 for a well-formed name with no upload, even when such a file is on disk', async () => {
    const unknown = await fetchUpload(h, signed(`${uuidv7()}.png`));
    expectErrors(unknown, 404, [{ msg: 'Upload not found' }]);

    // Only recorded uploads are served, not whatever happens to sit in the folder.
    const stray = `${uuidv7()}.png`;
    mkdirSync(join(h.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(h.dataDir, 'uploads', stray), PNG);
    expectErrors(await fetchUpload(h, signed(stray)), 404, [{ msg: 'Upload not found' }]);
    rmSync(join(h.dataDir, 'uploads', stray));
  });

  it('answers 404 when the recorded file is missing from disk', async () => {
    const { url } = (await upload(h, user.token, imageFile(GIF, 'a.gif', 'image/gif'))).json();
    rmSync(join(h.dataDir, 'uploads', nameOf(url)));
    expectErrors(await fetchUpload(h, url), 404, [{ msg: 'Upload not found' }]);
  });

  it('never reads outside the uploads folder, whatever the name', async () => {
    writeFileSync(join(h.dataDir, 'secret.txt'), 'top secret');
    const { url } = (await upload(h, user.token, imageFile(PNG))).json();
    const id = nameOf(url).replace(/\.png$/, '');
    const names = [
      '..%2Fsecret.txt',
      '%2E%2E%2Fsecret.txt',
      '..%5Csecret.txt',
      '%2e%2e%2f%2e%2e%2fsecret.txt',
      `${id}.png%00.txt`,
      `${id}.PNG`,
      `${id}.svg`,
      `${id}.png.txt`,
      `..%2F${id}.png`,
      `${id.replaceAll('-', '')}zzzz.png`,
      '.secret.part',
    ];
    for (const name of names) {
      // Even a valid signature for the name as the server reads it does not open it.
      const valid = signed(decodeURIComponent(name));
      const res = await fetchUpload(h, `/api/uploads/${name}${valid.slice(valid.indexOf('?'))}`);
      // A NUL in the path may be refused as bad input before the route runs.
      const status = name.includes('%00') ? [400, 404] : [404];
      expect({ name, status: status.includes(res.statusCode) }).toEqual({ name, status: true });
      if (res.statusCode === 404)
        expect(res.json()).toEqual({ errors: [{ msg: 'Upload not found' }] });
      expect(res.rawPayload).not.toEqual(PNG);
    }
    for (const path of ['/api/uploads/../secret.txt', '/api/uploads/%2e%2e/secret.txt']) {
      const res = await fetchUpload(h, path);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
      expect(res.body).not.toContain('top secret');
    }
  });

  it('tells which addresses are uploads of ours, and whose', async () => {
    const plain = (url: string) => url.split('?')[0];
    const ours = plain((await upload(h, user.token, imageFile(PNG))).json().url);
    const other = plain(
      (await upload(h, user.token, imageFile(JPEG, 'b.jpg', 'image/jpeg'))).json().url,
    );
    const someone = await createUser(h.t);
    const theirs = plain((await upload(h, someone.token, imageFile(PNG))).json().url);
    const urls = [
      ours,
      other,
      `https://elsewhere.example${ours}`,
      'https://elsewhere.example/cat.png',
      `/api/uploads/${uuidv7()}.png`,
      `${ours}?v=2`,
      ours.replace('.png', '.gif'),
      '/api/uploads/../secret.txt',
      '',
    ];
    expect(await existingUploadUrls(h.t.database.db, [...urls, theirs])).toEqual(
      new Set([ours, other, theirs]),
    );
    expect(await existingUploadUrls(h.t.database.db, [...urls, theirs], user.id)).toEqual(
      new Set([ours, other]),
    );
    expect(await existingUploadUrls(h.t.database.db, [])).toEqual(new Set());
  });
});
