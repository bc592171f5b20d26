import { AppShell } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { scrollRestorationKey } from './scroll-key';

/**
 * The footer follows <main> rather than sitting inside it, so that it is the page's contentinfo
 * landmark; the shell is a column as tall as the window, and main takes the room the footer leaves.
 */
export function AppLayout() {
  return (
    <AppShell
      header={{ height: 64 }}
      padding="md"
      style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}
    >
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main style={{ flex: 1, minHeight: 0 }}>
        <Outlet />
      </AppShell.Main>
      <AppFooter />
      <ScrollRestoration getKey={scrollRestorationKey} />
    </AppShell>
  );
}
