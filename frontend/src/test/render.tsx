import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  RouterProvider,
  createMemoryRouter,
  type RouteObject,
  useLocation,
} from 'react-router-dom';
import { AppProvider } from '../app/provider';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders routes inside the real providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders a tree inside the real providers, without a router. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createTestQueryClient();
  const view = render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>);
  return { ...view, queryClient };
}

/** A stand-in page that shows where the router landed, query included. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}
