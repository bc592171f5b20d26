import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { routes } from './router';

const queryClient = createQueryClient();
// The answers the server drew the page's first screen from (/d/{name}): the SPA's first screen is
// then the same, not a loading state in its place.
const prerenderedState = document.getElementById('prerendered-state')?.textContent;
if (prerenderedState) hydrate(queryClient, JSON.parse(prerenderedState) as DehydratedState);
const router = createBrowserRouter(routes);

/**
 * Once the router holds the page's route (a lazy screen's chunk loaded): drawn then, the SPA's
 * first screen is the page itself, never the loading state in place of the server's first screen.
 */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
