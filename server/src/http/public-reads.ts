import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read of public data whose visitor's answer is the same for every visitor. */
    publicRead?: boolean;
  }
}

/** The route option of a public read: `{ config: publicRead, … }`. */
export const publicRead = { publicRead: true } as const;

/**
 * What a signed-in caller is answered depends on who they are (their like of a business, the
 * times held for them), and what a visitor is answered does not: both vary with the token.
 */
const VARY = 'x-auth-token, accept-encoding';

/** An answer its reader may keep, and must ask again about before using (with its ETag). */
const VISITOR_CACHE = 'public, no-cache';
/** Someone's own answer: never kept by anyone, the reader's browser included. */
const PERSONAL_CACHE = 'private, no-store';

/**
 * Weak, as the answer goes out in more than one encoding (Brotli, gzip, none) with the same
 * meaning: the validator names the JSON, whatever the bytes on the wire.
 */
const etagOf = (body: string | Buffer) => `W/"${hash('sha1', body, 'base64url')}"`;

/** Whether `If-None-Match` names this ETag (weak comparison, RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.slice(2);
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === opaque || tag.slice(2) === opaque);
}

async function answerOnce(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!request.routeOptions.config.publicRead) return payload;
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  reply.header('vary', VARY);
  if (request.headers['x-auth-token'] !== undefined) {
    reply.header('cache-control', PERSONAL_CACHE);
    return payload;
  }
  if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
    return payload;
  const etag = etagOf(payload);
  reply.header('etag', etag).header('cache-control', VISITOR_CACHE);
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  // The visitor's copy is still this answer: its headers, and no body.
  reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return null;
}

/**
 * Reads of public data answer a visitor with an ETag and 304 Not Modified when the visitor's copy
 * is still the answer (decision 067): the answer is made as always, but not sent again. A
 * signed-in caller's answer is theirs alone and is never kept. Runs before compression, on the
 * JSON.
 */
export function installPublicReads(app: FastifyInstance): void {
  app.addHook('onSend', answerOnce);
}
