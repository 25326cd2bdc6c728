import { TOTAL_COUNT_HEADER } from '@slotmap/domain/paging';
import type { FastifyReply } from 'fastify';

/**
 * Answers one page of a list the spec shows as a plain array: the page's items, and how many
 * there are in all in `x-total-count` (docs/decisions/026).
 */
export function sendPage<T>(reply: FastifyReply, items: T[], total: number): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  return items;
}
