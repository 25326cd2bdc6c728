import { isId } from '@slotmap/domain/ids';

/** A referral id the API would refuse is dropped rather than blocking the sign-up. */
export function validReferral(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return isId(value) ? value : undefined;
}
