import { escapeHtml } from '../../../../platform/http/html';
import { SITE_NAME, type SpaPage } from '../../../../platform/web/spa-page';
import { type MarketplaceListing } from '../get-public-listings/get-public-listings.response.dto';
/** The card's fallback (spec section 2, Marketplace). */
export const DESCRIPTION_FALLBACK = 'Premium domain available for purchase';
const DESCRIPTION_META_LENGTH = 160;
/** The SPA's module of the page's screen, preloaded with the page. */
const LANDING_SCREEN = 'src/app/routes/marketplace/domain-landing.tsx';

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);

export interface LandingPage extends SpaPage {
  status: 200 | 404;
  body: string;
}

/**
 * The landing page of a listed domain: the title and social tags a link preview reads, and the
 * name, price, description and Contact Seller as plain HTML (the SPA takes over once loaded).
 * Everything the seller wrote is escaped: a description is text, never markup.
 */
export function landingPage(
  name: string,
  listing: MarketplaceListing | undefined,
  siteUrl: string,
): LandingPage {
  const url = `${siteUrl}/d/${encodeURIComponent(name)}`;
  if (!listing)
    return {
      status: 404,
      head: {
        title: `${name} is not for sale | ${SITE_NAME}`,
        description: 'This domain is not listed on the marketplace.',
        url,
        noindex: true,
      },
      body: `<main><h1>${escapeHtml(name)}</h1><p>This domain is not listed on the marketplace.</p>
        <p><a href="/marketplace">Browse the marketplace</a></p></main>`,
    };
  const description = listing.description.trim() || DESCRIPTION_FALLBACK;
  const price = usd(listing.price);
  return {
    status: 200,
    screen: LANDING_SCREEN,
    head: {
      title: `${listing.name} is for sale: ${price} | ${SITE_NAME}`,
      description:
        description.length > DESCRIPTION_META_LENGTH
          ? `${description.slice(0, DESCRIPTION_META_LENGTH - 1)}…`
          : description,
      url,
      noindex: false,
      image: `${url}/image.png`,
      structuredData: productData(listing, description, url, `${url}/image.png`),
    },
    body: `<main>
  <p>This domain is for sale</p>
  <h1>${escapeHtml(listing.name)}</h1>
  <p>${price}</p>
  <p>${escapeHtml(description)}</p>
  <p><a href="${escapeHtml(contactLink(listing))}">Contact Seller</a></p>
  <p>0% commission: the seller keeps the whole price. Pay safely through escrow.</p>
</main>`,
  };
}

/**
 * schema.org Product with its Offer at the listing's price now (the marketplace read model), for
 * search engines' product results. Sellers' names are not public: the seller is named by id.
 */
function productData(
  listing: MarketplaceListing,
  description: string,
  url: string,
  image: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.name,
    description,
    category: listing.category,
    url,
    image,
    offers: {
      '@type': 'Offer',
      url,
      price: listing.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      priceValidUntil: listing.expires_at.slice(0, 10),
      seller: { '@type': 'Person', identifier: listing.seller.id },
    },
  };
}

/** The marketplace searched for the name, so the listing is on the page whose modal opens. */
function contactLink(listing: MarketplaceListing): string {
  const query = new URLSearchParams({ search: listing.name, contact: listing.id });
  return `/marketplace?${query.toString()}`;
}
