import type { PageView } from '@slotmap/domain/company-view';
import { type Paging, TOTAL_COUNT_HEADER } from '@slotmap/domain/paging';
import type { FastifyReply } from 'fastify';

/**
 * Answers one page of a list the spec shows as a plain array: the page's items, and how many
 * there are in all in `x-total-count` (docs/decisions/026).
 */
export function sendPage<T>(reply: FastifyReply, items: T[], total: number): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  return items;
}

/** One page of a list answered as `{items, total, page, limit}`, its total in `x-total-count` too. */
export function sendPageView<T>(
  reply: FastifyReply,
  items: T[],
  total: number,
  q: Paging,
): PageView<T> {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  return { items, total, page: q.page, limit: q.limit };
}
