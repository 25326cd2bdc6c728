import type { Language } from '@slotmap/domain/language';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useSyncExternalStore } from 'react';
import { api } from './api-client.ts';
import { clearToken, getToken, setToken, subscribeToken } from './session.ts';

/** GET /api/auth: the signed-in user as the API shows it to themself (docs/api-accounts.md). */
export interface User {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  avatar: string | null;
  isAdmin: boolean;
  /** The address was confirmed through the link mailed at sign-up. */
  emailConfirmed: boolean;
  free_months: number;
  date: string;
  /** Saved intake answers (PUT /auth/intakeForm), prefilled on later bookings (decision 035). */
  intakeFormFields: SavedIntakeAnswer[];
  /** Reminder texts, only when asked for; mail reminders until turned off (decision 057). */
  reminder_texts: boolean;
  reminder_mails: boolean;
  /** The language the person reads Slotmap in: the app switches to it once it is read (decision 069). */
  language: Language;
}

export interface SavedIntakeAnswer {
  field_name: string;
  field_label: string;
  field_type: string;
  value: string | number | boolean | string[];
  /** The business it answered, and whether it may start a booking elsewhere (decision 035). */
  company?: string | null;
  reusable?: boolean;
}

/** Every cached answer about the signed-in user; invalidate it after changing their details. */
export const authKey = ['auth'] as const;
export const currentUserKey = (token: string | null) => [...authKey, 'user', token] as const;

/** No session: how the server draws every page, so a page it drew hydrates as a visitor's. */
const serverToken = () => null;

/**
 * The session token. While a page the server drew hydrates it reads as none, as the server drew
 * it (decision 065); React then draws the signed-in person's page at once.
 */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, serverToken);
}

/** GET /auth with `token`: the signed-in user, as useAuth asks it and a page's early reads do. */
export const currentUserQuery = (token: string | null) => ({
  queryKey: currentUserKey(token),
  queryFn: () => api.get<User>('/auth'),
  staleTime: 5 * 60_000,
});

/** The session (spec §4): a stored token is applied at start and the user loaded with it. */
export function useAuth() {
  const token = useToken();
  const query = useQuery({
    ...currentUserQuery(token),
    enabled: token !== null,
    // A fresh token for the same user (password change) keeps the page on screen while it loads.
    placeholderData: keepPreviousData,
  });
  const user = token !== null ? query.data : undefined;
  return {
    token,
    user,
    isAuthenticated: user !== undefined,
    isAdmin: user?.isAdmin === true,
    isLoading: token !== null && query.isPending,
  };
}

/**
 * `useAuth` for a route guard: loading until the page behind the guard can be drawn. The session's
 * answer comes through a store React redraws from in one task; the page is drawn in a deferred
 * render after it instead, which React can pause (decision 071). A page reached once the user is
 * known is drawn at once.
 */
export function useGuardAuth() {
  const auth = useAuth();
  const known = useDeferredValue(!auth.isLoading);
  return { ...auth, isLoading: auth.isLoading || !known };
}

/** Login, register and password change store the token the server answered with. */
export function signIn(token: string) {
  setToken(token);
}

/** Logout, account deletion and password reset clear it (spec §4). */
export function signOut() {
  clearToken();
}
