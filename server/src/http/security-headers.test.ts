import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckedTestApp } from '../test/checks.ts';
import { testDbKind } from '../test/database.ts';
import { createUser } from '../test/factories.ts';
import type { TestApp } from '../test/app.ts';
import { imageFile, PNG, upload } from '../test/upload-kit.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/**
 * What every page and file the browser loads from us must carry: a CSP that runs no inline
 * script, no MIME sniffing, no framing by other sites, and no full address in the Referer.
 */
function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, 'content-security-policy').not.toBe('');
  const d = directives(csp);
  const scripts = d.get('script-src') ?? d.get('default-src');
  expect(scripts, 'script-src or default-src').toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain('*');
  const ancestors = d.get('frame-ancestors');
  const frameOptions = String(res.headers['x-frame-options'] ?? '').toUpperCase();
  if (ancestors) expect(ancestors.every((a) => ["'self'", "'none'"].includes(a))).toBe(true);
  else expect(['DENY', 'SAMEORIGIN']).toContain(frameOptions);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect([
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
  ]).toContain(res.headers['referrer-policy']);
}

describe(`security headers on ${testDbKind}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'slotmap-headers-'));
  const webDist = join(dir, 'web');
  const dataDir = join(dir, 'data');
  let t: TestApp;
  let uploadUrl: string;
  beforeAll(async () => {
    // A built web app in miniature: the page shell and one hashed asset.
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("slotmap");\n');
    t = await createCheckedTestApp({ config: { webDist, dataDir } });
    const user = await createUser(t);
    const res = await upload({ t, server: t.app, dataDir, close: async () => {} }, user.token, [
      ...imageFile(PNG),
    ]);
    expect(res.statusCode).toBe(201);
    uploadUrl = res.json().url;
    // A new database and an upload: more than one hook's usual time on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['the home page', '/', 'text/html'],
    ['a client-side route (index.html fallback)', '/find', 'text/html'],
    [
      'a deep client-side route',
      '/business/service/0190a4c2-0000-7000-8000-0000000000c1',
      'text/html',
    ],
    ['a hashed asset', '/assets/index-abc123.js', 'javascript'],
  ])('sets them on %s', async (_what, path, type) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(type);
    expectSecurityHeaders(res);
  });

  it('sets them on an uploaded image', async () => {
    const res = await t.app.inject({ method: 'GET', url: uploadUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expectSecurityHeaders(res);
  });

  it('sets them on API answers and errors too', async () => {
    for (const path of ['/api/health', '/api/no-such-call']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expectSecurityHeaders(res);
    }
  });
});
