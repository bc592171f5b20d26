import { AppShell } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { scrollRestorationKey } from './scroll-key';

export function AppLayout() {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
        <AppFooter />
      </AppShell.Main>
      <ScrollRestoration getKey={scrollRestorationKey} />
    </AppShell>
  );
}
