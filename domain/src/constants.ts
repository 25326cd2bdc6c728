/** Limits and defaults named by the specification (consumer §9, business §9). */
export const API_BASE = '/api';
export const ALERT_MS = 2000;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 50;
/** Spec §5: the message shown when a password and its confirmation differ. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const NAME_MAX = 50;
export const PHONE_MIN = 10;
export const PHONE_MAX = 15;
export const CONTACT_PHONE_LENGTH = 10;
export const PAGE_SIZE = 10;
/** A password-reset link works for one hour (foundation issue). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Signed-in sessions last 7 days. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * A search over every business ("contains", in four columns) is served by trigram indexes, which
 * need three characters: a shorter one would read the whole table (decision 027). Kept here, free
 * of zod, for the pages that search.
 */
export const MIN_SEARCH_LENGTH = 3;
export const MSG_SEARCH_TOO_SHORT = `Search must be at least ${MIN_SEARCH_LENGTH} characters`;

/** The largest page a paged list gives (docs/decisions/026); kept here, free of zod, for the web shell. */
export const MAX_PAGE_LIMIT = 50;
/**
 * The answer header that carries how many rows a paged list has in all. Lists the spec shows as
 * plain arrays answer one page's array and say the total here.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
