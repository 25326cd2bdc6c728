/**
 * Navigation state carried from the sign-up chooser to the sign-up forms (spec §2): the referral
 * user id of a `/register?referrer=` link (spelt refferalUserId, as the API names it) and the url
 * to come back to after signing up. Kept free of zod: the route guards read it on every page.
 */
export interface SignUpState {
  refferalUserId?: string;
  returnUrl?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Only a path of this site is a place to come back to: never `//host` or `https://…`. */
function internalPath(value: unknown): string | undefined {
  const path = text(value);
  return path?.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

export function readSignUpState(state: unknown): SignUpState {
  const s = (state ?? {}) as Record<string, unknown>;
  return { refferalUserId: text(s.refferalUserId), returnUrl: internalPath(s.returnUrl) };
}

/**
 * Carried by account deletion to /delete-account, which ends the session once it is shown: ended
 * before, the guard of the behind-login page being left would send the person to /login instead.
 */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

export function isAccountDeleted(state: unknown): boolean {
  return (state as { accountDeleted?: unknown } | null)?.accountDeleted === true;
}
