import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/routes.tsx';
import { createQueryClient } from './lib/query-client.ts';

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The declarative router: the app uses no loaders, actions or fetchers, and the data router's
// machinery for them (createBrowserRouter) would be downloaded by every page (decision 045).
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
