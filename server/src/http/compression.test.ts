import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.ts';
import { createCheckedTestApp } from '../test/checks.ts';
import { testDbKind } from '../test/database.ts';
import { createCompany, createUser } from '../test/factories.ts';

describe(`answers on the wire are compressed, on ${testDbKind}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'slotmap-compress-'));
  const webDist = join(dir, 'web');
  const script = `console.log(${JSON.stringify('slotmap '.repeat(400))});\n`;
  let t: TestApp;
  let slotsUrl: string;
  beforeAll(async () => {
    // A built web app in miniature, as the build leaves it: each asset with its .br and .gz.
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Slotmap</title>');
    const asset = join(webDist, 'assets', 'index-abc123.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    t = await createCheckedTestApp({ config: { webDist } });
    const owner = await createUser(t);
    const company = await createCompany(t, owner);
    slotsUrl = `/api/company/${company._id}/slots?service=${company.services[0]._id}`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a large API answer with Brotli or gzip to a client that accepts it, plain otherwise', async () => {
    const plain = await t.app.inject({ method: 'GET', url: slotsUrl });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const days = plain.json().days;
    expect(days.length).toBeGreaterThan(30);

    const br = await t.app.inject({
      method: 'GET',
      url: slotsUrl,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const decoded = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'));
    expect(decoded.days).toEqual(days);
    // 90 days of slots: a small fraction on the wire.
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);

    const gz = await t.app.inject({
      method: 'GET',
      url: slotsUrl,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).days).toEqual(days);
  });

  it('sends the build’s own compressed copy of an asset', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(script);
    const identity = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);
  });
});
