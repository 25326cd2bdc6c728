import { describe, expect, it } from 'vitest';
import { acceptsNameInput, phoneInput } from './input-masks.ts';

describe('acceptsNameInput', () => {
  it('accepts letters and the empty field', () => {
    expect(acceptsNameInput('')).toBe(true);
    expect(acceptsNameInput('Ada')).toBe(true);
  });

  it('rejects digits, spaces inside and symbols as they are typed', () => {
    expect(acceptsNameInput('Ada1')).toBe(false);
    expect(acceptsNameInput('Ada L')).toBe(false);
    expect(acceptsNameInput('O-Neil')).toBe(false);
    expect(acceptsNameInput(' ')).toBe(false);
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
