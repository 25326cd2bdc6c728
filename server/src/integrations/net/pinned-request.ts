import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { ResolvedAddress } from './address-policy.ts';

export interface PinnedInit {
  method: string;
  headers: Headers;
  body: string | Uint8Array | undefined;
  signal: AbortSignal;
  maxBodyBytes: number;
}

/** Statuses whose answer has no body (fetch refuses to build a Response with one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/** Fails the body once it grows past `max` bytes, so a server cannot fill the memory. */
function capped(res: IncomingMessage, max: number): Readable {
  let seen = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? new Error(`The answer is larger than ${max} bytes`) : null, chunk);
    },
  });
  res.on('error', (err) => cap.destroy(err));
  return res.pipe(cap);
}

function responseOf(res: IncomingMessage, url: URL, init: PinnedInit): Response {
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 599) throw new Error(`Unexpected status ${status}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const empty = init.method === 'HEAD' || NO_BODY.has(status);
  if (empty) res.resume();
  const body = empty
    ? null
    : (Readable.toWeb(capped(res, init.maxBodyBytes)) as ReadableStream<Uint8Array>);
  const response = new Response(body as unknown as ConstructorParameters<typeof Response>[0], {
    status,
    statusText: res.statusMessage,
    headers,
  });
  // tsdav reads response.url; a Response built by hand has none.
  Object.defineProperty(response, 'url', { value: url.href });
  return response;
}

/**
 * One HTTP(S) request to `url` over a connection to `address` (already checked): the name still
 * goes in the Host header and, for https, in SNI and the certificate check, but the socket is
 * opened to the checked address whatever DNS answers now. No connection pool, so no socket made
 * under another policy is ever reused.
 */
export function pinnedRequest(
  url: URL,
  address: ResolvedAddress,
  init: PinnedInit,
): Promise<Response> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const headers: Record<string, string> = {};
  init.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send({
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: init.method,
      headers,
      lookup,
      agent: false,
      signal: init.signal,
    });
    req.once('error', reject);
    req.once('response', (res) => {
      try {
        resolve(responseOf(res, url, init));
      } catch (err) {
        res.destroy();
        reject(err);
      }
    });
    req.end(init.body);
  });
}
