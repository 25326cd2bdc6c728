import { API_BASE, TOTAL_COUNT_HEADER } from '@slotmap/domain/constants';
import { commonMessages } from './common-messages.ts';
import { activeLanguage } from './i18n/active-language.ts';
import { clearToken, getToken } from './session.ts';

/** A failed call: the server's `{errors:[{msg}]}` messages and the HTTP status (0: no answer). */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  /** The whole answer, for refusals that carry more than messages (a 409's appointments). */
  readonly body: unknown;

  constructor(status: number, messages: string[], body: unknown = null) {
    super(messages.join('\n'));
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
    this.body = body;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiResponse<T> {
  status: number;
  data: T;
  headers: Headers;
}

/** One page of a list the API answers as an array, with how many there are in all. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorMessages(status: number, body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors)) {
    const messages = errors
      .map((e) => (e as { msg?: unknown })?.msg)
      .filter((m): m is string => typeof m === 'string' && m.length > 0);
    if (messages.length > 0) return messages;
  }
  return [
    status >= 500
      ? commonMessages.t('common.serverFailed')
      : commonMessages.t('common.requestFailed', { status }),
  ];
}

/**
 * The one HTTP client of the web app: JSON to and from `/api`, the session token in
 * `x-auth-token`, errors as ApiError, and a 401 on any call ends the session (spec §4, §8). Every
 * call names the language being read, which the server answers its messages in (decision 069).
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<ApiResponse<T>> {
  const token = getToken();
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': activeLanguage(),
  };
  if (token) headers['x-auth-token'] = token;
  // A form (file upload) sets its own multipart content type and boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, [commonMessages.t('common.offline')]);
  }

  const data = await readBody(response);
  // Only the session that made the call ends: a newer sign-in (another token) stays.
  if (response.status === 401 && token !== null && getToken() === token) clearToken();
  if (!response.ok) throw new ApiError(response.status, errorMessages(response.status, data), data);
  return { status: response.status, data: data as T, headers: response.headers };
}

/** GET of a paged list the spec shows as an array: the total comes in `x-total-count`. */
async function getPage<T>(path: string): Promise<ListPage<T>> {
  const { data, headers } = await apiRequest<T[]>('GET', path);
  const total = headers.get(TOTAL_COUNT_HEADER);
  // An answer that does not say its total holds everything there is.
  return { items: data, total: total === null ? data.length : Number(total) };
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path).then((r) => r.data),
  getPage,
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body).then((r) => r.data),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body).then((r) => r.data),
  delete: <T>(path: string, body?: unknown) =>
    apiRequest<T>('DELETE', path, body).then((r) => r.data),
};
