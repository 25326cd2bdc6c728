import { type Language, LANGUAGE_TAGS } from '@slotmap/domain/language';
import { rememberLanguage, setActiveLanguage } from './active-language.ts';
import { followLanguage } from './catalogue.ts';

/** Says which language the page is in, for screen readers, spelling and hyphenation. */
export function markPageLanguage(language: Language) {
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/**
 * Reads the app in `language` from now on: its words load first (every catalogue the code loaded
 * so far declared), so the page changes language at once and whole; the choice is remembered on
 * this browser. Saving it on a signed-in account is the caller's (the language switch).
 */
export async function switchLanguage(language: Language): Promise<void> {
  await followLanguage(language);
  rememberLanguage(language);
  markPageLanguage(language);
  setActiveLanguage(language);
}
