import { registerSchema } from '@slotmap/domain/accounts';

const referralField = registerSchema.shape.refferalUserId;

/** A referral id the API would refuse is dropped rather than blocking the sign-up. */
export function validReferral(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return referralField.safeParse(value).success ? value : undefined;
}
