import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { listingByNameQueryOptions } from './features/marketplace/api/listing-by-name';
import { landingPath } from './features/marketplace/components/listing-card';
import type { components } from '@dlm/sdk';
import type { Session } from './lib/auth/session-store';
import { createQueryClient } from './lib/query-client';

/**
 * The first screen of a page as the SPA draws it signed out, from what its queries hold. The
 * server sends it inside the page's #root, and main.tsx draws over it once the page's chunks
 * have loaded: the browser paints the page's heading and text from the HTML and the stylesheet,
 * without waiting for the scripts (Lighthouse's mobile LCP was 80-86% render delay).
 */
async function render(path: string, queryClient: QueryClient, drawnAs?: Session): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProvider queryClient={queryClient} drawnAs={drawnAs}>
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

/** A signed-in buyer, no one in particular: no name, no address, no listing of theirs. */
const ANY_BUYER: Session = {
  access_token: '',
  refresh_token: '',
  token_type: 'bearer',
  expires_at: 0,
  expires_in: 0,
  user: { id: '', email: '', role: 'user', created_at: '', user_metadata: { full_name: '' } },
};

/**
 * A gated page's first screen as every signed-in buyer sees it before their own data has come
 * (the marketplace: its heading, filters and loading state), which the server sends to a browser
 * that says it holds a session; the header's links are those of every buyer.
 */
export function prerenderSignedIn(path: string): Promise<string> {
  return render(path, createQueryClient(), ANY_BUYER);
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

type Listing = components['schemas']['MarketplaceListing'];

/** A listing of one look a landing page takes: verified, described, tagged, from a Pro seller. */
const LANDING_SAMPLE: Listing = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'sample-listing.io',
  description: 'A short, brandable name',
  price: 249,
  status: 'active',
  is_priority: true,
  inquiries: 3,
  views: 120,
  created_at: '2026-11-01T10:00:00.000Z',
  last_relisted_at: null,
  expires_at: '2026-12-01T10:00:00.000Z',
  domain_type: 'generic',
  registrar: 'Namecheap',
  tags: ['brandable'],
  conversion_rate: 2.5,
  days_listed: 12,
  category: 'Technology',
  extension: '.io',
  verified: true,
  registration_expires_at: '2026-12-01T10:00:00.000Z',
  seller: { id: '00000000-0000-4000-8000-000000000002', user_tier: 'pro' },
};

/** Listings of every look a landing page takes: the one above, and its opposite in each. */
const LANDING_SAMPLES: Listing[] = [
  LANDING_SAMPLE,
  {
    ...LANDING_SAMPLE,
    id: '00000000-0000-4000-8000-000000000003',
    name: 'samplelisting.com',
    description: '',
    price: 1000,
    is_priority: false,
    inquiries: 0,
    views: 0,
    last_relisted_at: '2026-11-10T10:00:00.000Z',
    expires_at: '2026-12-10T10:00:00.000Z',
    domain_type: 'brandable',
    registrar: 'GoDaddy',
    tags: [],
    conversion_rate: 0,
    days_listed: 25,
    category: 'Business',
    extension: '.com',
    verified: false,
    registration_expires_at: null,
    seller: { id: '00000000-0000-4000-8000-000000000004', user_tier: 'free' },
  },
];

/**
 * Landing pages of sample listings, one after the other: the build takes the CSS they use as the
 * critical CSS of every landing page (vite.config.mts), which the server renders per request.
 */
export async function prerenderLandingSamples(): Promise<string> {
  const pages = await Promise.all(
    LANDING_SAMPLES.map(async (listing) => (await prerenderLanding(listing.name, listing)).html),
  );
  return pages.join('');
}
