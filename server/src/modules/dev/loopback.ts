import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/errors.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1) on a dual-stack socket. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}

/**
 * The development routes show password-reset links and move the server's clock: only a person at
 * this machine may use them. The socket's address decides, never X-Forwarded-For, which a client
 * writes itself. A request relayed by a proxy on this machine also arrives from loopback, so one
 * carrying forwarding headers is refused too. Anyone else is told the route does not exist, as
 * they would be if it were not registered.
 */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  if (isLoopback(request.socket.remoteAddress) && forwarded === undefined) return;
  const path = request.url.split('?')[0];
  return reply.status(404).send(errorBody(`No route for ${request.method} ${path}`));
}
