import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadPage } from './app/routes.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { readServerState, readsZonesAlike } from './lib/server-state.ts';

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A public page the server drew comes with the answers it was drawn from (decision 065). It is
// hydrated where this browser reads the page's time zones as the server did; where their
// time-zone data differ, the same answers draw other times, and the page is drawn here afresh.
const served = readServerState();
if (served) hydrate(queryClient, served.queries);
const hydrating = served !== null && readsZonesAlike(served);

// The declarative router: the app uses no loaders, actions or fetchers, and the data router's
// machinery for them (createBrowserRouter) would be downloaded by every page (decision 045).
const app = (
  <StrictMode>
    <Providers queryClient={queryClient} clock={hydrating ? served.clock : null}>
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
const draw = () => startTransition(() => createRoot(root).render(app));
if (served)
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => (hydrating ? startTransition(() => void hydrateRoot(root, app)) : draw()));
else {
  // The page's code is fetched beside the session's user rather than after it: a signed-in page
  // asks who is signed in before it draws, and only then would ask for its code.
  void preloadPage(window.location.pathname).catch(() => undefined);
  draw();
}
