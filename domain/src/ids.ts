/**
 * A record's id (decision 003: UUIDs, version 7 for new rows), as zod's `uuid()` reads one: any
 * RFC 9562 version and variant, or the nil and max ids. Free of zod: the sign-up pages keep a
 * referral id only when the API would take it, before any schema is loaded.
 */
export const ID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export const isId = (value: string): boolean => ID_PATTERN.test(value);
