/**
 * Live slots (decision 061): the business page keeps a Server-Sent Events stream open and reads
 * its times again whenever the server says they changed.
 */

/** The stream's path under the API base: GET /company/{id}/slots/stream. */
export const liveSlotsPath = (companyId: string) =>
  `/company/${encodeURIComponent(companyId)}/slots/stream`;

/** The name of the event that says a business's taken times changed. */
export const SLOT_CHANGE_EVENT = 'slots';

/**
 * What the event carries: only which business changed. The page then reads the times it already
 * reads (GET /company/{id}/slots), so nobody's booking travels to everyone watching.
 */
export interface SlotChangeView {
  company: string;
}

/** One address may keep this many streams open on one server instance at once. */
export const MAX_LIVE_STREAMS_PER_ADDRESS = 20;
export const MSG_TOO_MANY_STREAMS =
  'Too many live connections from this address. Close some pages and try again.';
/** The server cannot listen for changes now (its database connection): the page works without. */
export const MSG_LIVE_UNAVAILABLE = 'Live updates are not available right now';
