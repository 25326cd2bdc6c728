import type {
  ChangePasswordInput,
  LoginInput,
  NewPasswordInput,
  RegisterInput,
  ResetRequestInput,
} from '@slotmap/domain/accounts';
import { api } from '../../../lib/api-client.ts';

/** The answer of login and register: the session token (spec §7). */
export interface TokenAnswer {
  token: string;
}

export const login = (input: LoginInput) => api.post<TokenAnswer>('/auth', input);

export const register = (input: RegisterInput) => api.post<TokenAnswer>('/users', input);

export const requestPasswordReset = (input: ResetRequestInput) =>
  api.post<{ msg: string }>('/auth/reset', input);

export const setNewPassword = (input: NewPasswordInput) =>
  api.post<{ msg: string }>('/auth/new-password', input);

/** The answer carries a fresh token: the sessions signed in before the change end. */
export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ msg: string; token: string }>('/users/me', input);

/** Ends this session on the server, so the token stops working even if a copy of it was kept. */
export const logout = () => api.post<{ msg: string }>('/auth/logout');

/** The link mailed at sign-up (no session needed: it may be opened on another device). */
export const confirmEmail = (token: string) =>
  api.post<{ msg: string }>('/auth/confirm-email', { token });

/** A new confirmation link to the signed-in person's address. */
export const resendConfirmation = () => api.post<{ msg: string }>('/auth/confirm-email/resend');
