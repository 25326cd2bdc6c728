import { type Language, LANGUAGE_TAGS } from '@slotmap/domain/language';
import { rememberLanguage, setActiveLanguage } from './active-language.ts';
import { followLanguage } from './catalogue.ts';

/** Says which language the page is in, for screen readers, spelling and hyphenation. */
export function markPageLanguage(language: Language) {
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** Which switch was asked for last: only its language is applied. */
let lastAsked = 0;

/**
 * Reads the app in `language` from now on: its words load first (every catalogue the code loaded
 * so far declared), so the page changes language at once and whole; the choice is remembered on
 * this browser. Saving it on a signed-in account is the caller's (the language switch). When two
 * switches overlap (the account's language arriving as the person taps the other one), the one
 * asked for last wins, whichever language's words arrive first.
 */
export async function switchLanguage(language: Language): Promise<void> {
  const asked = ++lastAsked;
  await followLanguage(language);
  if (asked !== lastAsked) return;
  rememberLanguage(language);
  markPageLanguage(language);
  setActiveLanguage(language);
}
