/**
 * When a failed delivery is tried again. SMTP relays greylist for minutes, and a provider outage
 * can last hours: retries spread over about a day before a job is given up as a dead letter.
 */

/** The first retry waits this long; each later one twice as long as the one before. */
export const FIRST_RETRY_SECONDS = 30;
/** No wait grows beyond an hour, so a relay that comes back is used again within the hour. */
export const MAX_RETRY_SECONDS = 60 * 60;
/**
 * Each wait is scaled by a random factor in [1 - JITTER, 1 + JITTER], so jobs that failed together
 * (a relay outage) do not all come back in the same second.
 */
export const RETRY_JITTER = 0.2;
/**
 * Attempts before a job is dead: 30 s doubling to the one-hour cap after 7 retries (about 64 min),
 * then 23 hourly retries, about 24 hours from the first attempt to the last.
 */
export const MAX_ATTEMPTS = 31;

/** The wait after the `attempts`-th failed attempt, before jitter. */
export function nominalRetrySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_SECONDS);
}

/** The wait after the `attempts`-th failed attempt; `random` is a number in [0, 1). */
export function retrySeconds(attempts: number, random: number = Math.random()): number {
  return Math.round(nominalRetrySeconds(attempts) * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random));
}
