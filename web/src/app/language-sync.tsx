import { useEffect } from 'react';
import { useAuth } from '../lib/auth.ts';
import { activeLanguage } from '../lib/i18n/active-language.ts';
import { switchLanguage } from '../lib/i18n/switch-language.ts';

/**
 * A signed-in account's language wins over this browser's (decision 069): once the account is
 * read (at start, after signing in, or in another tab), the app switches to it. Only when the
 * account or its language changes, so the switch in the header is not undone.
 */
export function LanguageSync() {
  const { user } = useAuth();
  const language = user?.language;
  useEffect(() => {
    if (language && language !== activeLanguage()) void switchLanguage(language);
  }, [language]);
  return null;
}
