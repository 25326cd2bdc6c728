import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followOtherTabs, getToken, subscribeToken } from '../lib/session.ts';

/**
 * Keeps the session in step: when the token goes (logout, a 401, another tab signing out) every
 * cached answer of that user is dropped, so nothing private stays on screen.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToken(() => {
        if (getToken() === null) queryClient.clear();
      }),
    [queryClient],
  );
  useEffect(() => followOtherTabs(), []);
  return null;
}
