import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/render.tsx';
import { ApiError, api, apiRequest } from './api-client.ts';
import { getToken, setToken } from './session.ts';

describe('the HTTP client', () => {
  afterEach(() => setToken(null));

  it('sends the stored token in x-auth-token and JSON bodies', async () => {
    const { fetchStub, calls } = stubApi({ 'POST /profile': { status: 201, body: { _id: 'p1' } } });
    vi.stubGlobal('fetch', fetchStub);
    setToken('token-1');

    const answer = await apiRequest('POST', '/profile', { bio: 'Hi' });

    expect(answer).toMatchObject({ status: 201, data: { _id: 'p1' } });
    expect(calls[0].headers.get('x-auth-token')).toBe('token-1');
    expect(calls[0].headers.get('content-type')).toBe('application/json');
    expect(calls[0].body).toEqual({ bio: 'Hi' });
  });

  it('reads a page of an array list with its total from x-total-count', async () => {
    const { fetchStub } = stubApi({
      'GET /company/liked?page=2': { body: [{ _id: 'c11' }], headers: { 'x-total-count': '11' } },
      'GET /claim/me': { body: [{ _id: 'k1' }] },
    });
    vi.stubGlobal('fetch', fetchStub);

    expect(await api.getPage('/company/liked?page=2')).toEqual({
      items: [{ _id: 'c11' }],
      total: 11,
    });
    // An answer that does not say its total holds everything there is.
    expect(await api.getPage('/claim/me')).toEqual({ items: [{ _id: 'k1' }], total: 1 });
  });

  it('turns {errors:[{msg}]} into an ApiError with every message and the status', async () => {
    const { fetchStub } = stubApi({
      'POST /auth': {
        status: 400,
        body: { errors: [{ msg: 'Invalid credentials' }, { msg: 'x' }] },
      },
    });
    vi.stubGlobal('fetch', fetchStub);

    const error = await api.post('/auth', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).messages).toEqual(['Invalid credentials', 'x']);
  });

  it('logs out on a 401 from any call', async () => {
    const { fetchStub } = stubApi({
      'GET /messages': { status: 401, body: { errors: [{ msg: 'Token is not valid' }] } },
    });
    vi.stubGlobal('fetch', fetchStub);
    setToken('expired');

    await expect(api.get('/messages')).rejects.toMatchObject({ status: 401 });

    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps a newer session when an older call answers 401', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    setToken('old');
    const pending = api.get('/messages').catch(() => null);
    setToken('new');
    answer(new Response('{"errors":[{"msg":"Token is not valid"}]}', { status: 401 }));
    await pending;

    expect(getToken()).toBe('new');
  });

  it('reports an unreachable server as status 0 with a readable message', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    const error = (await api.get('/auth').catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(0);
    expect(error.messages[0]).toMatch(/could not reach the server/i);
  });
});
