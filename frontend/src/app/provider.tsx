import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';
import type { Session } from '../lib/auth/session-store';
import { cssVariablesResolver, theme } from './theme';

/** `drawnAs`: the session a first screen is drawn as on the server (src/prerender.tsx). */
export function AppProvider({
  queryClient,
  drawnAs,
  children,
}: {
  queryClient: QueryClient;
  drawnAs?: Session;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <AuthProvider drawnAs={drawnAs}>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
