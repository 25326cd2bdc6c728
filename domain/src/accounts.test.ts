import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changePasswordSchema,
  contactInfoSchema,
  firstNameField,
  lastNameField,
  loginSchema,
  PASSWORDS_DO_NOT_MATCH,
  registerFormSchema,
  registerSchema,
} from './accounts.ts';
import { isId } from './ids.ts';
import { hasOnlyNameCharacters } from './names.ts';
import { formatPhone } from './phone.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '4165550199',
  password: 'secret1',
};

describe('registerSchema', () => {
  it('accepts a valid sign-up', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: 'Ada1' }, 'First name may only contain letters, spaces, hyphens and apostrophes'],
    [{ lastName: 'L'.repeat(51) }, 'Last name must be at most 50 characters'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Please include a valid email'],
    [{ phone: '416-555' }, 'Phone may only contain digits'],
    [{ phone: '416555' }, 'Phone must be at least 10 digits'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'x'.repeat(51) }, 'Password must be at most 50 characters'],
  ])('rejects %o with its message', (patch, msg) => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, ...patch }))).toBe(msg);
  });
  it('the form refuses a confirmation that differs', () => {
    const r = registerFormSchema.safeParse({ ...valid, password2: 'other12' });
    expect(firstMessage(r)).toBe(PASSWORDS_DO_NOT_MATCH);
  });
});

describe('names (docs/decisions/050)', () => {
  const names = [
    'Anne-Marie',
    "O'Brien",
    'O’Brien',
    'Zoë',
    'Hélène',
    'Nguyễn',
    'Jean Luc',
    '李',
    'Ørsted',
  ];
  it.each(names)('takes %s as it is', (name) => {
    expect(firstNameField.parse(name)).toBe(name);
    expect(lastNameField.parse(name)).toBe(name);
  });
  it('trims, and keeps accents typed as combining marks as one letter', () => {
    expect(firstNameField.parse('  Anne-Marie ')).toBe('Anne-Marie');
    expect(lastNameField.parse('Nguye\u0302\u0303n')).toBe('Nguyễn');
  });
  it.each([
    ['Ann3', 'First name may only contain letters, spaces, hyphens and apostrophes'],
    ['Ann!', 'First name may only contain letters, spaces, hyphens and apostrophes'],
    ['Ann_Marie', 'First name may only contain letters, spaces, hyphens and apostrophes'],
    ['<b>', 'First name may only contain letters, spaces, hyphens and apostrophes'],
    ['Ann\tMarie', 'First name may only contain letters, spaces, hyphens and apostrophes'],
    ["-'", 'First name must contain a letter'],
    ['   ', 'First name is required'],
    ['é'.repeat(51), 'First name must be at most 50 characters'],
  ])('refuses %o', (name, msg) => {
    expect(firstMessage(firstNameField.safeParse(name))).toBe(msg);
  });
  it('takes 50 characters', () => {
    expect(firstNameField.safeParse('é'.repeat(50)).success).toBe(true);
  });
});

describe('loginSchema and changePasswordSchema', () => {
  it('requires an e-mail and a 6–50 character password', () => {
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co', password: '123' }))).toBe(
      'Password must be at least 6 characters',
    );
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
  });
  it('rejects mismatched new passwords', () => {
    const r = changePasswordSchema.safeParse({
      email: 'a@b.co',
      password: 'abcdef',
      password2: 'abcdeg',
    });
    expect(firstMessage(r)).toBe(PASSWORDS_DO_NOT_MATCH);
  });
});

describe('contactInfoSchema', () => {
  it('requires exactly 10 phone digits', () => {
    const base = { firstName: 'Ada', lastName: 'King' };
    expect(firstMessage(contactInfoSchema.safeParse({ ...base, phone: '41655501991' }))).toBe(
      'Phone must be exactly 10 digits',
    );
    expect(contactInfoSchema.safeParse({ ...base, phone: '4165550199' }).success).toBe(true);
  });
});

describe('formatPhone', () => {
  it('shows 10-digit numbers 3-3-4 and leaves others alone', () => {
    expect(formatPhone('4165550199')).toBe('416-555-0199');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('name characters', () => {
  it('refuse, as a form types them, exactly what the name schema refuses as a format', () => {
    const names = ['Ada', ' Zoë ', "'t Hooft", 'O’Brien', 'Ada1', 'Ada!', ' ', '-', 'e\u0301'];
    for (const name of names) {
      const refusedFormat =
        firstNameField.safeParse(name).error?.issues.some((i) => i.code === 'invalid_format') ??
        false;
      expect(hasOnlyNameCharacters(name), name).toBe(!refusedFormat);
    }
  });
});

describe('ids', () => {
  it('are taken by the schemas exactly when zod reads them as UUIDs', () => {
    const values = [
      '0190a4c2-0000-7000-8000-000000000001',
      '0190A4C2-0000-7000-8000-00000000000F',
      '00000000-0000-0000-0000-000000000000',
      '0190a4c2-0000-9000-8000-000000000001',
      '0190a4c2-0000-7000-c000-000000000001',
      'not-an-id',
      '',
    ];
    for (const value of values) expect(isId(value), value).toBe(z.uuid().safeParse(value).success);
  });
});
