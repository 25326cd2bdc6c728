import { z } from 'zod';
import { MAX_PAGE_LIMIT, MIN_SEARCH_LENGTH, MSG_SEARCH_TOO_SHORT, PAGE_SIZE } from './constants.ts';

/**
 * `limit` and `page` (from 1) of every paged list (docs/decisions/026). A limit above the maximum
 * is refused, not trimmed: a client asking for 500 would otherwise take 50 for all there is.
 */
export {
  MAX_PAGE_LIMIT,
  MIN_SEARCH_LENGTH,
  MSG_SEARCH_TOO_SHORT,
  TOTAL_COUNT_HEADER,
} from './constants.ts';
const limitMessage = `Limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`;
const pageMessage = 'Page must be a whole number from 1';

export const pagingSchema = z.object({
  limit: z.coerce
    .number(limitMessage)
    .int(limitMessage)
    .min(1, limitMessage)
    .max(MAX_PAGE_LIMIT, limitMessage)
    .default(PAGE_SIZE),
  page: z.coerce.number(pageMessage).int(pageMessage).min(1, pageMessage).default(1),
});
export type Paging = z.output<typeof pagingSchema>;

export const searchField = z
  .string()
  .trim()
  .max(100, 'Search must be at most 100 characters')
  .default('');

/** `limit`, `page` and `search` of the paged lists that search. */
export const pageQuerySchema = pagingSchema.extend({ search: searchField });
export type PageQuery = z.output<typeof pageQuerySchema>;

export const wideSearchQuerySchema = pagingSchema.extend({
  search: z
    .string()
    .trim()
    .max(100, 'Search must be at most 100 characters')
    .refine((s) => s === '' || s.length >= MIN_SEARCH_LENGTH, MSG_SEARCH_TOO_SHORT)
    .default(''),
});

/** How many rows come before a page. */
export const offsetOf = (q: Paging) => (q.page - 1) * q.limit;
