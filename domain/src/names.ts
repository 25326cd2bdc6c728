/**
 * People's names (docs/decisions/050): letters of any script with their combining marks, spaces,
 * hyphens and apostrophes (straight or typographic), so "Anne-Marie", "O'Brien", "Zoë" and
 * "Nguyễn" are taken. The characters are checked apart from "has a letter", because a form
 * refuses a keystroke only for a character it could never take (a name may begin with "'t").
 * Free of zod: a form refuses keystrokes by this rule before its schema (accounts.ts) is loaded.
 */
export const NAME_CHARACTERS = /^[\p{L}\p{M}' ’-]+$/u;
export const HAS_LETTER = /\p{L}/u;

/** A name as the schema reads it: trimmed, in its composed form. */
export const normalName = (name: string): string => name.trim().normalize('NFC');

/** Whether every character of a name (as read) is one a name may hold; "" holds none. */
export const hasOnlyNameCharacters = (name: string): boolean =>
  NAME_CHARACTERS.test(normalName(name));
