import type { Language } from '@slotmap/domain/language';
import { switchLanguage } from '../lib/i18n/switch-language.ts';

/**
 * Reads the app in `language` for the rest of the test, as the language switch does (its words
 * loaded first); the test setup puts English back after each test.
 */
export const readIn = (language: Language) => switchLanguage(language);
