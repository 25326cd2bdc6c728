import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { existingUploadUrls } from './data.ts';
import {
  createHarness,
  fetchUpload,
  GIF,
  type Harness,
  imageFile,
  JPEG,
  PNG,
  upload,
} from './test-kit.ts';

describe(`GET /api/uploads/:name on ${testDbKind}`, () => {
  let h: Harness;
  let user: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    h = await createHarness();
    user = await createUser(h.t);
  });
  afterAll(async () => {
    await h.close();
  });

  it('serves an upload with headers that keep a browser from running it', async () => {
    const { url } = (await upload(h, user.token, imageFile(PNG))).json();
    const name = url.split('/').pop();
    const res = await fetchUpload(h, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
      'content-disposition': `inline; filename="${name}"`,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    // Anyone may see an image once it is in use: no token needed.
    expect(res.rawPayload).toEqual(PNG);
  });

  it('answers 404 for a well-formed name with no upload, even when such a file is on disk', async () => {
    const unknown = await fetchUpload(h, `/api/uploads/${uuidv7()}.png`);
    expectErrors(unknown, 404, [{ msg: 'Upload not found' }]);

    // Only recorded uploads are served, not whatever happens to sit in the folder.
    const stray = `${uuidv7()}.png`;
    mkdirSync(join(h.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(h.dataDir, 'uploads', stray), PNG);
    expectErrors(await fetchUpload(h, `/api/uploads/${stray}`), 404, [{ msg: 'Upload not found' }]);
    rmSync(join(h.dataDir, 'uploads', stray));
  });

  it('answers 404 when the recorded file is missing from disk', async () => {
    const { url } = (await upload(h, user.token, imageFile(GIF, 'a.gif', 'image/gif'))).json();
    rmSync(join(h.dataDir, 'uploads', url.split('/').pop()));
    expectErrors(await fetchUpload(h, url), 404, [{ msg: 'Upload not found' }]);
  });

  it('never reads outside the uploads folder, whatever the name', async () => {
    writeFileSync(join(h.dataDir, 'secret.txt'), 'top secret');
    const { url } = (await upload(h, user.token, imageFile(PNG))).json();
    const id = url
      .split('/')
      .pop()
      .replace(/\.png$/, '');
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
      const res = await fetchUpload(h, `/api/uploads/${name}`);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 404 });
      expect(res.json()).toEqual({ errors: [{ msg: 'Upload not found' }] });
    }
    for (const path of ['/api/uploads/../secret.txt', '/api/uploads/%2e%2e/secret.txt']) {
      const res = await fetchUpload(h, path);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
      expect(res.body).not.toContain('top secret');
    }
  });

  it('tells which addresses are uploads of ours', async () => {
    const ours = (await upload(h, user.token, imageFile(PNG))).json().url as string;
    const other = (await upload(h, user.token, imageFile(JPEG, 'b.jpg', 'image/jpeg'))).json()
      .url as string;
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
    expect(await existingUploadUrls(h.t.database.db, urls)).toEqual(new Set([ours, other]));
    expect(await existingUploadUrls(h.t.database.db, [])).toEqual(new Set());
  });
});
