import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../lib/auth.ts';
import { activeLanguage } from '../lib/i18n/active-language.ts';
import { switchLanguage } from '../lib/i18n/switch-language.ts';
import {
  saveAccountLanguage,
  savingAccountLanguage,
  takeChoiceMadeWhileReading,
} from './account-language.ts';

/**
 * A signed-in account's language wins over this browser's (decision 069): once the account is
 * read (at start, after signing in, or in another tab), the app switches to it. Only when the
 * account or its language changes, so the switch in the header is not undone; a choice made with
 * the switch while the account was still being read wins, and is saved on it.
 */
export function LanguageSync() {
  const { token, user } = useAuth();
  const queryClient = useQueryClient();
  // The account as last read: every read makes a new object, and only its id and language
  // decide whether there is anything to do.
  const account = useRef({ token, user });
  account.current = { token, user };
  const userId = user?._id;
  const language = user?.language;
  useEffect(() => {
    const { token, user } = account.current;
    if (!userId || !language || !user) return;
    const chosen = takeChoiceMadeWhileReading();
    if (chosen) {
      if (chosen !== language) void saveAccountLanguage(queryClient, token, user, chosen);
      return;
    }
    // A read that left before the switch's save landed says the old language: not a change.
    if (savingAccountLanguage()) return;
    if (language !== activeLanguage()) void switchLanguage(language);
  }, [userId, language, queryClient]);
  return null;
}
