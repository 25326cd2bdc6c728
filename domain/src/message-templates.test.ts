import { describe, expect, it } from 'vitest';
import { messageMatcher } from './message-templates.ts';

describe('messageMatcher', () => {
  const match = messageMatcher([
    'Email is required',
    '{label} is required',
    '{label} must be at most {NAME_MAX} characters',
    'Prefix must be at most {NAME_MAX} characters',
    'The calendar server sent Slotmap on to {target}: enter {target} instead',
    'cells must be a list of { day, period }',
  ]);

  it('finds a message that is an id itself', () => {
    expect(match('Email is required')).toEqual({ id: 'Email is required', values: {} });
    expect(match('cells must be a list of { day, period }')?.values).toEqual({});
  });

  it('reads the values of a template back', () => {
    expect(match('First name is required')).toEqual({
      id: '{label} is required',
      values: { label: 'First name' },
    });
    expect(match('Last name must be at most 50 characters')).toEqual({
      id: '{label} must be at most {NAME_MAX} characters',
      values: { label: 'Last name', NAME_MAX: '50' },
    });
  });

  it('prefers the most specific template', () => {
    expect(match('Prefix must be at most 50 characters')?.id).toBe(
      'Prefix must be at most {NAME_MAX} characters',
    );
  });

  it('takes a name used twice only when both places say the same', () => {
    const twice =
      'The calendar server sent Slotmap on to https://a.example: enter https://a.example instead';
    expect(match(twice)?.values).toEqual({ target: 'https://a.example' });
    expect(
      match(
        'The calendar server sent Slotmap on to https://a.example: enter https://b.example instead',
      ),
    ).toBeUndefined();
  });

  it('finds nothing for a message the catalogue lacks', () => {
    expect(match('Something else entirely')).toBeUndefined();
    expect(match('is required')).toBeUndefined();
  });
});
