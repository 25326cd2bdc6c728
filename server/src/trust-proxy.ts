import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` takes: off, every hop, a hop count, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

/** The names proxy-addr (Fastify's parser) knows for well-known ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MSG =
  'TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges';

function validEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: whether `request.ip` comes from X-Forwarded-For. Off by default, because
 * trusting the header without a proxy in front lets any client choose its address (and so its
 * rate-limit allowance); behind a load balancer it must be on, or every client shares one address.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim() ?? '';
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !validEntry(e));
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `${MSG} (not understood: ${bad.join(', ')})` });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's form of the setting. Fastify 5 no longer honours a bare hop count (it fails closed),
 * so a count becomes the function proxy-addr calls with each hop's index, nearest first: the
 * nearest `hops` addresses are proxies and the next one is the client.
 */
export function fastifyTrustProxy(
  setting: TrustProxy | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting ?? false;
}
