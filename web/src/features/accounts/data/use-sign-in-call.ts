import { useMutation } from '@tanstack/react-query';
import { signIn, signOut } from '../../../lib/auth.ts';
import { notifyError } from '../../../lib/notify.ts';
import type { TokenAnswer } from './auth-calls.ts';

/**
 * A call that answers a session token (login, personal sign-up): the token signs the person in;
 * a failure clears any stored token (spec §4) and says why.
 */
export function useSignInCall<Input>(call: (input: Input) => Promise<TokenAnswer>) {
  return useMutation({
    mutationFn: call,
    onSuccess: ({ token }) => signIn(token),
    onError: (error) => {
      signOut();
      notifyError(error);
    },
  });
}
