import { sqlState } from '../http/errors.ts';

/** PostgreSQL aborted this side of a deadlock, or a serializable transaction lost its race. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs a transaction, and once more if PostgreSQL aborted it to let another one through. With
 * one lock order (a business first, then a person: decisions 048, 052) that should not happen;
 * should two orders still meet, the person gets their answer, not a 500.
 */
export async function retryOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!RETRYABLE.has(sqlState(err) ?? '')) throw err;
    return work();
  }
}
