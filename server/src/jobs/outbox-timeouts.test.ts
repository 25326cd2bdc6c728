import { describe, expect, it } from 'vitest';
import { SMTP_DEADLINE_MS, SMTP_TIMEOUTS } from '../integrations/mail/transport.ts';
import { TWILIO_TIMEOUT_MS } from '../integrations/sms/transport.ts';
import { LEASE_SECONDS } from './outbox.ts';
import {
  FIRST_RETRY_SECONDS,
  MAX_ATTEMPTS,
  MAX_RETRY_SECONDS,
  nominalRetrySeconds,
  RETRY_JITTER,
  retrySeconds,
} from './outbox-retry.ts';

describe('outbox timing (no database)', () => {
  // A delivery still running when its lease ends is claimed and sent again by another instance.
  const halfLeaseMs = (LEASE_SECONDS * 1000) / 2;

  it('gives up on a slow SMTP relay or Twilio well before the job lease ends', () => {
    for (const ms of Object.values(SMTP_TIMEOUTS)) expect(ms).toBeLessThanOrEqual(halfLeaseMs);
    expect(SMTP_DEADLINE_MS).toBeLessThanOrEqual(halfLeaseMs);
    expect(TWILIO_TIMEOUT_MS).toBeLessThanOrEqual(halfLeaseMs);
  });

  it('retries over about a day, the waits doubling from 30 s up to an hour', () => {
    expect(nominalRetrySeconds(1)).toBe(FIRST_RETRY_SECONDS);
    expect(nominalRetrySeconds(2)).toBe(2 * FIRST_RETRY_SECONDS);
    expect(nominalRetrySeconds(MAX_ATTEMPTS - 1)).toBe(MAX_RETRY_SECONDS);
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) total += nominalRetrySeconds(attempt);
    expect(total / 3600).toBeGreaterThan(22);
    expect(total / 3600).toBeLessThan(26);
  });

  it('spreads each wait by the jitter, never beyond it', () => {
    expect(retrySeconds(3, 0)).toBe(Math.round(120 * (1 - RETRY_JITTER)));
    expect(retrySeconds(3, 0.5)).toBe(120);
    expect(retrySeconds(3, 0.999999)).toBe(Math.round(120 * (1 + RETRY_JITTER)));
    expect(retrySeconds(40, 0.5)).toBe(MAX_RETRY_SECONDS);
  });
});
