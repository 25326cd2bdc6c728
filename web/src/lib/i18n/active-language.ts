import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type Language,
  languageOfCookie,
  languageOfTags,
} from '@slotmap/domain/language';

/**
 * The language this browser reads Slotmap in (docs/decisions/069): one for the whole tab, as the
 * session is. On the server every page is drawn in its request's language instead
 * (LanguageProvider); this store is the browser's.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let active: Language = DEFAULT_LANGUAGE;

export const activeLanguage = (): Language => active;

export function subscribeLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Makes `language` the one read; switchLanguage (switch-language.ts) loads its words first. */
export function setActiveLanguage(language: Language) {
  if (language === active) return;
  active = language;
  for (const listener of listeners) listener();
}

/**
 * The language of a first visit: the one chosen before on this browser (the switch's cookie),
 * else the first of the browser's languages Slotmap speaks, else English. A signed-in account's
 * own language replaces it once the account is read (LanguageSync).
 */
export function browserLanguage(): Language {
  return (
    languageOfCookie(document.cookie) ??
    languageOfTags(navigator.languages ?? [navigator.language]) ??
    DEFAULT_LANGUAGE
  );
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the choice on this browser, for the next visit and for the pages the server draws. */
export function rememberLanguage(language: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, read by the server too; the Cookie Store API is not in every browser Slotmap serves.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
