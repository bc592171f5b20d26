/** The SPA's public pages a search engine may index (spec section 2's public routes). */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/marketplace',
  '/terms',
  '/privacy',
  '/login',
  '/signup',
];

/** Screens behind sign-in, the payment return and the API: nothing for a crawler there. */
export const DISALLOWED_PATHS = [
  '/api/',
  '/dashboard',
  '/seller-dashboard',
  '/billing',
  '/checkout',
  '/list-domain',
  '/domain/',
  '/deals',
  '/success',
];

/** A sitemap holds at most 50,000 addresses; the rest of the landing pages wait their turn. */
export const SITEMAP_LANDING_PAGES = 45_000;
