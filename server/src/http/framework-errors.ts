import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';

/*
 * Refusals made before a request reaches a route, which Fastify and Node answer with bodies of
 * their own unless told otherwise: the API's error shape holds for them too.
 */

const ROUTER_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

/** Fastify's `frameworkErrors`: the router could not read the address (bad escape, too long). */
export function answerFrameworkError(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = err.statusCode ?? 500;
  if (status >= 500) request.log.error({ err }, 'request failed before routing');
  const msg = ROUTER_MESSAGES[err.code] ?? (status >= 500 ? 'Server error' : 'Bad request');
  reply.status(status).send(errorBody(msg));
}

const LINGER_MS = 5_000;

function parserRefusal(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are too large'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request took too long'];
  return [400, 'The request is not valid HTTP'];
}

/**
 * Fastify's `clientErrorHandler`, Node's `clientError` event: the HTTP parser refused the bytes
 * (headers over the limit, not HTTP at all), so there is no request or reply, only the socket.
 */
export function answerClientError(
  this: FastifyInstance,
  err: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // A connection the client reset has nobody left to answer; bytes written after a response has
  // begun on this socket would corrupt it.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, msg] = parserRefusal(err.code);
  this.log.debug({ err }, 'client error');
  const body = JSON.stringify(errorBody(msg));
  // end(), not destroy(): closing with the refused bytes still unread would reset the connection
  // and lose the answer. A client that never closes its side is cut off shortly after.
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
  const linger = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.once('close', () => clearTimeout(linger));
}
