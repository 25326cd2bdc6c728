import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadPage } from './app/routes.tsx';
import { browserLanguage, setActiveLanguage } from './lib/i18n/active-language.ts';
import { followLanguage } from './lib/i18n/catalogue.ts';
import { markPageLanguage } from './lib/i18n/switch-language.ts';
import { createQueryClient } from './lib/query-client.ts';
import { getToken } from './lib/session.ts';
import { currentUserQuery } from './lib/auth.ts';
import type { RenderClock } from './lib/render-clock.tsx';
import { readServerState, readsZonesAlike } from './lib/server-state.ts';
import { keepEarlyClicks } from './lib/early-clicks.ts';
import { keepEarlyInput } from './lib/early-input.ts';

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A public page the server drew comes with the answers it was drawn from (decision 065). It is
// hydrated where this browser reads the page's time zones as the server did; where their
// time-zone data differ, the same answers draw other times, and the page is drawn here afresh.
const served = readServerState();
if (served) hydrate(queryClient, served.queries);
// The language: the one the server drew the page in, else this browser's (decision 069). Only its
// words load, and the shell's are in before anything is drawn; a page's come with its code.
const language = served?.language ?? browserLanguage();
setActiveLanguage(language);
markPageLanguage(language);
const words = followLanguage(language);
// A reader in French gets the list of the domain's French catalogues beside the shell's words,
// not only when a page first asks for one (lib/i18n/domain-messages.ts).
if (language === 'fr') void import('./lib/i18n/domain-french.ts');

// The declarative router: the app uses no loaders, actions or fetchers, and the data router's
// machinery for them (createBrowserRouter) would be downloaded by every page (decision 045).
const appWith = (clock: RenderClock | null) => (
  <StrictMode>
    <Providers queryClient={queryClient} clock={clock}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);
// The server's page is kept and brought to life once its code is here (code that failed to come
// shows the route's error page, as it would have), or drawn over where it cannot be hydrated; any
// other page is drawn here. Hydrating and drawing in a transition lets React pause between parts,
// so a long list does not hold the main thread (and a tap) for the whole of it: a server's page
// stays on screen meanwhile. Drawn outside one, the first drawing was one task of 0.7-1.4 s on
// Lighthouse's slowed phone (decision 068).
const draw = () => startTransition(() => createRoot(root).render(appWith(null)));
// The page's code is fetched beside the shell's words and the session's user rather than after
// them. Words that failed to load leave their ids on screen rather than no page at all.
// The session's user is asked at once too, and the page's own first answers as soon as its code
// is here (decision 076), not after the page is drawn and the user known.
const token = getToken();
if (token !== null) void queryClient.prefetchQuery(currentUserQuery(token));
const page = preloadPage(window.location.pathname, queryClient).catch(() => undefined);
const shellWords = words.catch(() => undefined);
// Whether this browser reads the page's zones as the server did is asked then, not while the code
// first runs: two shorter tasks on a phone rather than one long one.
if (served)
  void Promise.all([page, shellWords]).then(() => {
    const hydrating = readsZonesAlike(served);
    keepEarlyInput(root, hydrating);
    keepEarlyClicks(root);
    hydrating ? startTransition(() => void hydrateRoot(root, appWith(served.clock))) : draw();
  });
else void shellWords.then(draw);
