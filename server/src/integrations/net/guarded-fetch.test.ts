import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpStub, startHttpStub } from '../../test/calendar-http-stub.ts';
import { isPublicAddress, type Resolver } from './address-policy.ts';
import { BlockedRequestError, guardedFetch, type OutboundPolicy } from './guarded-fetch.ts';

const strict: OutboundPolicy = { allowPrivate: false, requireHttps: false };
/** 127.0.0.2 stands for a public server: the tests cannot reach the Internet. */
const publicStandIn = (address: string) => address === '127.0.0.2' || isPublicAddress(address);
const resolving =
  (answers: Record<string, string[]>): Resolver =>
  async (host) =>
    (answers[host] ?? []).map((address) => ({ address, family: 4 as const }));

const blocked = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BlockedRequestError);
  return err as BlockedRequestError;
};

describe('requests to addresses a person typed', () => {
  let inside: HttpStub;
  let outside: HttpStub;
  beforeAll(async () => {
    inside = await startHttpStub('127.0.0.1', (_req, res) => res.end('secret'));
    outside = await startHttpStub('127.0.0.2', (req, res) => {
      if (req.url === '/elsewhere') {
        res.writeHead(302, { location: `${inside.origin}/` }).end();
      } else if (req.url === '/again') {
        res.writeHead(307, { location: '/landed' }).end();
      } else if (req.url === '/big') {
        res.end('x'.repeat(2_000));
      } else res.end(`hello ${req.headers.host}`);
    });
  });
  afterAll(async () => {
    await inside?.close();
    await outside?.close();
  });

  it('never contacts a loopback server', async () => {
    const err = await blocked(guardedFetch(strict, inside.origin)(`${inside.origin}/`));
    expect(err.reason).toBe('address');
    expect(inside.received).toEqual([]);
  });

  it.each([
    'http://localhost/',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
    'http://2130706433/',
    'http://100.64.0.1/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
  ])('refuses %s', async (address) => {
    const { origin } = new URL(address);
    expect((await blocked(guardedFetch(strict, origin)(address))).reason).toBe('address');
  });

  it('refuses a name that resolves to a private address', async () => {
    const policy = { ...strict, resolve: resolving({ 'calendar.example': ['10.1.2.3'] }) };
    const err = await blocked(
      guardedFetch(policy, 'http://calendar.example')('http://calendar.example/dav/'),
    );
    expect(err.reason).toBe('address');
  });

  it('connects to the address it checked, with the name in the Host header', async () => {
    const policy = {
      ...strict,
      isPublic: publicStandIn,
      resolve: resolving({ 'calendar.example': ['127.0.0.2'] }),
    };
    const origin = `http://calendar.example:${outside.port}`;
    const res = await guardedFetch(policy, origin)(`${origin}/dav/`);
    expect(await res.text()).toBe(`hello calendar.example:${outside.port}`);
    expect(res.url).toBe(`${origin}/dav/`);
  });

  it('refuses a redirect to another origin, and to a private address', async () => {
    const policy = { ...strict, isPublic: publicStandIn };
    const err = await blocked(guardedFetch(policy, outside.origin)(`${outside.origin}/elsewhere`));
    expect(err.reason).toBe('origin');
    expect(inside.received).toEqual([]);

    // The same name answering a private address the second time (DNS rebinding).
    let lookups = 0;
    const rebinding: Resolver = async () => [
      { address: lookups++ === 0 ? '127.0.0.2' : '127.0.0.1', family: 4 },
    ];
    const origin = `http://calendar.example:${outside.port}`;
    const rebound = await blocked(
      guardedFetch({ ...policy, resolve: rebinding }, origin)(`${origin}/again`),
    );
    expect(rebound.reason).toBe('address');
    expect(inside.received).toEqual([]);
  });

  it('follows a redirect on the same origin, and leaves a manual one to the caller', async () => {
    const policy = { ...strict, isPublic: publicStandIn };
    const fetch = guardedFetch(policy, outside.origin);
    const followed = await fetch(`${outside.origin}/again`);
    expect(followed.status).toBe(200);
    expect(outside.received.at(-1)?.url).toBe('/landed');
    const manual = await fetch(`${outside.origin}/elsewhere`, { redirect: 'manual' });
    expect(manual.status).toBe(302);
  });

  it('refuses plain http when https is required, and other origins from the start', async () => {
    const policy = { allowPrivate: true, requireHttps: true };
    expect((await blocked(guardedFetch(policy, inside.origin)(inside.origin))).reason).toBe(
      'scheme',
    );
    const open = { allowPrivate: true, requireHttps: false };
    expect((await blocked(guardedFetch(open, inside.origin)(outside.origin))).reason).toBe(
      'origin',
    );
    expect(inside.received).toEqual([]);
  });

  it('reaches a local server only when private addresses are allowed', async () => {
    const open = { allowPrivate: true, requireHttps: false };
    const res = await guardedFetch(open, inside.origin)(`${inside.origin}/`);
    expect(await res.text()).toBe('secret');
    expect(inside.received).toHaveLength(1);
  });

  it('stops reading an answer larger than allowed', async () => {
    const policy = { ...strict, isPublic: publicStandIn, maxBodyBytes: 1_000 };
    const res = await guardedFetch(policy, outside.origin)(`${outside.origin}/big`);
    await expect(res.text()).rejects.toThrow();
  });
});
