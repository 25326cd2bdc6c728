import {
  type AddressClassifier,
  isPublicAddress,
  literalAddress,
  type ResolvedAddress,
  type Resolver,
  systemResolver,
} from './address-policy.ts';
import { pinnedRequest } from './pinned-request.ts';

/**
 * The one way the server sends a request to an address a person typed (a CalDAV server):
 * http(s) only, https only in production, the host resolved and every address checked before
 * connecting, the connection made to the address that was checked (a second DNS answer cannot
 * swap in 127.0.0.1), and every request, redirects included, kept on the origin the person gave.
 */

export interface OutboundPolicy {
  /** CALDAV_ALLOW_PRIVATE: development and the test suites reach servers on loopback. */
  allowPrivate: boolean;
  /** Production: plain http would send passwords in the clear. */
  requireHttps: boolean;
  /** Injectable for tests; default the operating system's. */
  resolve?: Resolver;
  /** Injectable for tests; default only public unicast addresses. */
  isPublic?: AddressClassifier;
  /** Per request (connect to the end of the body); default 10 s. */
  timeoutMs?: number;
  /** The largest body read; default 20 MB. */
  maxBodyBytes?: number;
}

export type BlockReason = 'scheme' | 'address' | 'origin' | 'redirects';

/** The request was not sent: it would have left the rules above. */
export class BlockedRequestError extends Error {
  constructor(
    readonly reason: BlockReason,
    message: string,
    /** For 'origin': the origin the request was sent on to (a redirect, an href). */
    readonly target?: string,
  ) {
    super(message);
    this.name = 'BlockedRequestError';
  }
}

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The scheme and origin checks alone, for an address about to be stored or used. */
export function assertAllowedUrl(policy: OutboundPolicy, url: URL, origin?: string): void {
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new BlockedRequestError('scheme', `${url.protocol} addresses are not fetched`);
  if (policy.requireHttps && url.protocol !== 'https:')
    throw new BlockedRequestError('scheme', 'Only https addresses are fetched');
  if (origin !== undefined && url.origin !== origin)
    throw new BlockedRequestError('origin', `${url.origin} is not ${origin}`, url.origin);
}

/** The address to connect to: resolved, and refused if any of its addresses is not public. */
async function checkedAddress(policy: OutboundPolicy, hostname: string): Promise<ResolvedAddress> {
  const literal = literalAddress(hostname);
  const addresses = literal ? [literal] : await (policy.resolve ?? systemResolver)(hostname);
  if (addresses.length === 0) throw new Error(`${hostname} has no address`);
  if (!policy.allowPrivate) {
    const isPublic = policy.isPublic ?? isPublicAddress;
    // Any private answer refuses the name: choosing a public one would leave the next lookup
    // (a retry, a pooled connection) free to pick the private one.
    if (!addresses.every((a) => isPublic(a.address)))
      throw new BlockedRequestError('address', `${hostname} is not a public address`);
  }
  return addresses[0];
}

const urlOf = (input: string | URL | Request) =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

function bodyOf(body: RequestInit['body']): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  throw new TypeError('Only text and byte bodies are sent');
}

/**
 * A fetch for one origin (`https://caldav.example.com`), with the checks above on every request
 * and every redirect. `redirect: 'manual'` answers the redirect itself, as fetch does; where
 * its Location leads is checked when it is fetched.
 */
export function guardedFetch(policy: OutboundPolicy, origin: string): typeof fetch {
  const guarded = async (input: string | URL | Request, init: RequestInit = {}) => {
    let url = urlOf(input);
    let method = (init.method ?? 'GET').toUpperCase();
    let body = bodyOf(init.body);
    const headers = new Headers(init.headers);
    const timeout = AbortSignal.timeout(policy.timeoutMs ?? 10_000);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    for (let hop = 0; ; hop++) {
      assertAllowedUrl(policy, url, origin);
      const address = await checkedAddress(policy, url.hostname);
      const res = await pinnedRequest(url, address, {
        method,
        headers,
        body,
        signal,
        maxBodyBytes: policy.maxBodyBytes ?? 20_000_000,
      });
      const location = res.headers.get('location');
      if (!REDIRECTS.has(res.status) || !location || init.redirect === 'manual') return res;
      await res.body?.cancel();
      if (init.redirect === 'error') throw new TypeError(`Redirected to ${location}`);
      if (hop >= MAX_REDIRECTS) throw new BlockedRequestError('redirects', 'Too many redirects');
      url = new URL(location, url);
      // As fetch does: a 303, or a 301/302 after a POST, continues as a GET without the body.
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        headers.delete('content-type');
      }
    }
  };
  return guarded as typeof fetch;
}
