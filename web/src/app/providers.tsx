import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ModalsHost } from './modals-host.tsx';
import { NotificationsHost } from './notifications-host.tsx';
import { SessionSync } from './session-sync.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <NotificationsHost />
        <ModalsHost />
        <SessionSync />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
