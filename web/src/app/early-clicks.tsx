import { useAuth } from '../lib/auth.ts';
import { useReplayEarlyClicks } from '../lib/early-clicks.ts';
import { getToken } from '../lib/session.ts';

/**
 * Presses again the buttons pressed on a server-drawn page before its code came (decision 075),
 * once the page knows who is signed in: a signed-in customer's Claim claims rather than asking
 * them to log in. While the page hydrates it reads as a visitor's (useToken), hence the check
 * against the stored token. Drawn inside the page's Suspense boundary: its effect runs once the
 * page itself is hydrated, which React does after the shell around it (decision 068); a press
 * reaching a part not yet hydrated would be lost.
 */
export function EarlyClicks() {
  const { token, isLoading } = useAuth();
  useReplayEarlyClicks(token === getToken() && !isLoading);
  return null;
}
