import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { listingByNameQueryOptions } from './features/marketplace/api/listing-by-name';
import { landingPath } from './features/marketplace/components/listing-card';
import type { components } from '@dlm/sdk';
import { createQueryClient } from './lib/query-client';

/**
 * The first screen of a page as the SPA draws it signed out, from what its queries hold. The
 * server sends it inside the page's #root, and main.tsx draws over it once the page's chunks
 * have loaded: the browser paints the page's heading and text from the HTML and the stylesheet,
 * without waiting for the scripts (Lighthouse's mobile LCP was 80-86% render delay).
 */
async function render(path: string, queryClient: QueryClient): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProvider queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  // The server sends the first screen inert (backend/src/platform/web/spa-page.ts): nothing on it
  // can be clicked or focused. Its fields are read-only besides, so that neither a browser's
  // autofill nor a test's `fill` writes into a field the SPA is about to replace; they wait for
  // the SPA's own. (Text holding `<input` is escaped by React: only elements match.)
  return html.replace(/<(input|textarea)\b/g, '<$1 readonly=""');
}

/** A public page the same for every visitor (vite.config.mts renders them at build time). */
export function prerender(path: string): Promise<string> {
  return render(path, createQueryClient());
}

/**
 * The landing page of a listing on sale (the server renders it per request, from the listing it
 * read), and the query state that main.tsx gives the SPA so that its first screen is this one.
 */
export async function prerenderLanding(
  name: string,
  listing: components['schemas']['MarketplaceListing'],
): Promise<{ html: string; state: DehydratedState }> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(listingByNameQueryOptions(name).queryKey, listing);
  const html = await render(landingPath(name), queryClient);
  return { html, state: dehydrate(queryClient) };
}
