/**
 * The session token (spec §4): kept in localStorage, sent as x-auth-token on every call, and
 * shared with the other tabs of the same browser. Components read it with useToken (auth.ts).
 */
const TOKEN_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): the session then lives in memory.
    return null;
  }
}

let current = readStored();

function emit() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return current;
}

export function setToken(token: string | null) {
  if (token === current) return;
  current = token;
  try {
    if (token) window.localStorage.setItem(TOKEN_KEY, token);
    else window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // See readStored: keep the in-memory session.
  }
  emit();
}

export function clearToken() {
  setToken(null);
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Follows sign-in and sign-out in other tabs: a `storage` event that leaves no token signs this
 * tab out (spec §4); a new token (another tab signed in) is adopted.
 */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared the whole storage.
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const stored = readStored();
    if (stored === current) return;
    current = stored;
    emit();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
