import { describe, expect, it } from 'vitest';
import { acceptsNameInput, phoneInput } from './input-masks.ts';

describe('acceptsNameInput', () => {
  it('accepts letters of any script, spaces, hyphens, apostrophes and the empty field', () => {
    for (const name of ['', 'Ada', 'Ada L', 'O-Neil', "O'", 'Zoë', 'Nguyễn', "'t Hooft"])
      expect(acceptsNameInput(name)).toBe(true);
  });

  it('rejects digits and symbols as they are typed', () => {
    expect(acceptsNameInput('Ada1')).toBe(false);
    expect(acceptsNameInput('Ada!')).toBe(false);
    expect(acceptsNameInput('Ada_')).toBe(false);
  });

  it('leaves length to the schema message rather than blocking the keystroke', () => {
    expect(acceptsNameInput('A'.repeat(51))).toBe(true);
  });
});

describe('phoneInput', () => {
  it('strips everything but digits', () => {
    expect(phoneInput('(416) 555-0199')).toBe('4165550199');
  });
});
