import { z } from 'zod';
import { MESSAGE_SECTIONS } from './accounts.ts';
import { pageQuerySchema } from './paging.ts';

/**
 * GET /messages?section&search&page&limit: one page of the caller's notifications, newest first;
 * `search` looks in titles, `section` keeps one tab of /messages (docs/decisions/026).
 */
export const messageListQuerySchema = pageQuerySchema.extend({
  section: z.enum(MESSAGE_SECTIONS, 'Section must be user or business').optional(),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

export type { UnreadCountsView } from './account-view.ts';
