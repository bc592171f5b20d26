import { SITE_NAME } from '../../../../platform/web/spa-page';

export const DEFAULT_TITLE = `${SITE_NAME} | List Domains Under $1,000 Fast`;
export const DEFAULT_DESCRIPTION =
  'List domains priced at $1,000 or less for a flat $9.99 credit and keep the whole sale price: 0% commission.';

/**
 * The SPA's public pages a search engine may index (spec section 2's public routes), with the
 * title (before ` | ` and the site's name) and description their screens give PageMeta: the
 * server renders them into the page's <head>, and a browser test checks that the SPA keeps them.
 * `screen` is the module the SPA's router loads lazily for the page (preloaded with it).
 */
export const PUBLIC_PAGE_HEADS: Record<
  string,
  {
    title?: string;
    description: string;
    screen?: string;
    /** Content gated (spec section 2): its first screen is the signed-out visitor's only. */
    gated?: true;
  }
> = {
  '/': { description: DEFAULT_DESCRIPTION },
  '/about': {
    screen: 'src/features/marketing/routes/about.tsx',
    title: 'About Us',
    description:
      'Why we built a marketplace for domains under $1,000: a flat $9.99 per listing, 0% commission, and a contact form that reaches us within 24 hours on business days.',
  },
  '/marketplace': {
    screen: 'src/app/routes/marketplace/marketplace.tsx',
    gated: true,
    title: 'Domain Marketplace',
    description:
      'Browse domain names for sale under $1,000 and contact their sellers: 0% commission, secure escrow.',
  },
  '/terms': {
    screen: 'src/features/marketing/routes/terms.tsx',
    title: 'Terms of Service',
    description:
      'The terms for listing and buying domains under $1,000: $9.99 credits, the Liquidation Pro plan, 0% commission, escrow, sale reversal and acceptable use.',
  },
  '/privacy': {
    screen: 'src/features/marketing/routes/privacy.tsx',
    title: 'Privacy Policy',
    description:
      'What the domain liquidation marketplace stores about you, why, the e-mails it sends, cookies, Stripe payments, retention and your rights.',
  },
  '/login': {
    screen: 'src/features/identity/routes/login.tsx',
    title: 'Sign In',
    description: 'Sign in to list and manage your domains on the Domain Liquidation Marketplace.',
  },
  '/signup': {
    screen: 'src/features/identity/routes/signup.tsx',
    title: 'Create Account',
    description: 'Create an account to list domains under $1,000 with 0% commission.',
  },
};

export const PUBLIC_PAGES = Object.keys(PUBLIC_PAGE_HEADS);

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
