import './mantine.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@slotmap/domain/language';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../lib/i18n/use-t.tsx';
import { type RenderClock, RenderClockProvider } from '../lib/render-clock.tsx';
import { LanguageSync } from './language-sync.tsx';
import { ModalsHost } from './modals-host.tsx';
import { NotificationsHost } from './notifications-host.tsx';
import { SessionSync } from './session-sync.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

interface ProvidersProps {
  queryClient: QueryClient;
  /** The server's clock for a page it drew (decision 065); null when the browser draws alone. */
  clock?: RenderClock | null;
  /** The request's language on the server; the browser follows its language switch instead. */
  language?: Language;
  children: ReactNode;
}

/** Everything every page draws inside; the same on the server and in the browser. */
export function Providers({ queryClient, clock = null, language, children }: ProvidersProps) {
  return (
    <LanguageProvider language={language}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <QueryClientProvider client={queryClient}>
          <NotificationsHost />
          <ModalsHost />
          <SessionSync />
          <LanguageSync />
          <RenderClockProvider clock={clock}>{children}</RenderClockProvider>
        </QueryClientProvider>
      </MantineProvider>
    </LanguageProvider>
  );
}
