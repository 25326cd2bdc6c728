import { describe, expect, it } from 'vitest';
import { validReferral } from './referral.ts';

describe('validReferral', () => {
  it('keeps a user id and drops anything the API would refuse', () => {
    const id = '0190a4c2-0000-7000-8000-0000000000aa';
    expect(validReferral(id)).toBe(id);
    expect(validReferral('not-an-id')).toBeUndefined();
    expect(validReferral(null)).toBeUndefined();
  });
});
