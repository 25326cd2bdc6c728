import type { Language } from '@slotmap/domain/language';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { currentUserKey, type User } from '../lib/auth.ts';
import { notifyError } from '../lib/notify.ts';

/**
 * A language chosen with the switch while a signed-in account was still being read: it wins over
 * the language the account then answers with, and is saved on it (LanguageSync).
 */
let chosenWhileReading: Language | null = null;

export function chooseBeforeAccountIsRead(language: Language) {
  chosenWhileReading = language;
}

/** The choice made while the account was read, once (null when there was none). */
export function takeChoiceMadeWhileReading(): Language | null {
  const chosen = chosenWhileReading;
  chosenWhileReading = null;
  return chosen;
}

/** Saves under way: meanwhile an account read made before one lands says the old language. */
let saving = 0;
export const savingAccountLanguage = () => saving > 0;

/**
 * Saves the language on the signed-in account (PUT /users/me/language). The account in the cache
 * says it at once, and reads of the account already under way are dropped, so nothing switches
 * the page back meanwhile (LanguageSync waits for the save); then the account is read again. A
 * refusal says why.
 */
export async function saveAccountLanguage(
  queryClient: QueryClient,
  token: string | null,
  user: User,
  language: Language,
) {
  const queryKey = currentUserKey(token);
  saving += 1;
  try {
    await queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData<User>(queryKey, { ...user, language });
    await api.put('/users/me/language', { language });
  } catch (error) {
    notifyError(error);
  } finally {
    saving -= 1;
  }
  await queryClient.invalidateQueries({ queryKey });
}
