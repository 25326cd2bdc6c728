import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('TRUST_PROXY (no database)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'slotmap-trust-proxy-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const trustProxy = (value?: string) =>
    loadConfig({ DATA_DIR: dataDir, ...(value === undefined ? {} : { TRUST_PROXY: value }) })
      .trustProxy;

  it('is off unless set', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
  });

  it('takes true, a hop count, or a list of addresses and ranges', () => {
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.0/8, 192.168.1.10,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.internal', '10.0.0.1,', '::1/129'])(
    'refuses %j with a message that says what it takes',
    (value) => {
      let err: unknown;
      try {
        trustProxy(value);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toContain(
        'TRUST_PROXY: TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges',
      );
    },
  );
});
