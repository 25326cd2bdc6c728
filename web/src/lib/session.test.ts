import { afterEach, describe, expect, it, vi } from 'vitest';
import { followOtherTabs, getToken, setToken, subscribeToken } from './session.ts';

describe('the session token', () => {
  afterEach(() => setToken(null));

  it('is kept in localStorage and announced to subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);
    setToken('abc');
    unsubscribe();

    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('signs this tab out when another tab leaves no token', () => {
    setToken('abc');
    const stop = followOtherTabs();
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);

    window.localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    stop();
    unsubscribe();

    expect(getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
