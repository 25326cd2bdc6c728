import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Watcher } from './watchers.ts';

/**
 * Server-Sent Events framing (the HTML standard's text/event-stream): a block of `field: value`
 * lines ended by a blank line; a line starting with ':' is a comment the browser ignores.
 */
export const sseEvent = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
export const sseComment = (text: string) => `: ${text}\n\n`;

/**
 * How long a browser waits before it connects again after the stream drops (a server restart):
 * spread over a few seconds, so the pages of a stopped instance do not all come back at once.
 */
const reconnectMs = () => 2000 + Math.floor(Math.random() * 3000);

/** Bytes a stream may have waiting unsent before its reader counts as gone. */
const MAX_UNSENT_BYTES = 64 * 1024;

/**
 * Turns the reply into an open event stream for `companyId` and answers its Watcher. The reply is
 * taken over from Fastify (hijack): no serializer, no compression, nothing buffered; the headers
 * the earlier hooks set on the reply (the security headers) are written with the stream's own.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  companyId: string,
): Watcher {
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    // Never stored, never rewritten on the way: a proxy that compresses or buffers the stream
    // would hold the events back (x-accel-buffering: nginx's switch for that).
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write(`retry: ${reconnectMs()}\n: watching\n\n`);
  return {
    companyId,
    address: request.ip,
    write(text) {
      if (raw.writableEnded) return false;
      raw.write(text);
      return raw.writableLength <= MAX_UNSENT_BYTES;
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
  };
}
