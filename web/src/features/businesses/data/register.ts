import { api } from '../../../lib/api-client.ts';

/** POST /users/business-register answers like sign-up: the new session's token. */
export const registerBusiness = (payload: Record<string, unknown>) =>
  api.post<{ token: string }>('/users/business-register', payload);
