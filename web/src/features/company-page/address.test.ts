import { describe, expect, it } from 'vitest';
import { harbour } from './company-page.fixture.ts';
import { addressLine } from './address.ts';

describe('addressLine', () => {
  it('joins street, unit, city, province and postal code, skipping blanks', () => {
    expect(addressLine(harbour.location)).toBe('100 Queen St W, Toronto, ON M5H 2N2');
    expect(addressLine({ ...harbour.location, street_address_2: 'Unit 4', postal: '' })).toBe(
      '100 Queen St W, Unit 4, Toronto, ON',
    );
  });
});
