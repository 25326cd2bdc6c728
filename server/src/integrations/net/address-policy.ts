import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a request made for a person (a CalDAV address they typed) may reach. Only
 * globally routable unicast addresses: never this machine, the cloud's metadata service
 * (169.254.169.254), the office network or anything else behind the server's firewall.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Host name → its addresses, as the connection would use them. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

/** Whether one IP address (no brackets) may be reached. */
export type AddressClassifier = (address: string) => boolean;

/**
 * ipaddr.js names every special-purpose range (loopback, private, linkLocal, uniqueLocal,
 * multicast, unspecified, broadcast, carrierGradeNat, reserved, 6to4, teredo, rfc6052 …); only
 * 'unicast' is the public Internet. `process` reads an IPv4-mapped IPv6 address
 * (::ffff:127.0.0.1) as the IPv4 address it is, so it cannot smuggle loopback past the check.
 */
export const isPublicAddress: AddressClassifier = (address) => {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
};

/** The operating system's resolver (hosts file included, so `localhost` resolves as it would). */
export const systemResolver: Resolver = async (host) => {
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** A URL's host as an address when it is one: `[::1]` → `::1`. */
export function literalAddress(hostname: string): ResolvedAddress | undefined {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  return family ? { address: bare, family: family === 6 ? 6 : 4 } : undefined;
}
