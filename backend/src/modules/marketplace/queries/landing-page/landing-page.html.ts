import { escapeHtml } from '../../../../platform/http/html';
import { type MarketplaceListing } from '../get-public-listings/get-public-listings.response.dto';

export const SITE_NAME = 'Domain Liquidation Marketplace';
/** The card's fallback (spec section 2, Marketplace). */
export const DESCRIPTION_FALLBACK = 'Premium domain available for purchase';
const DESCRIPTION_META_LENGTH = 160;

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);

export interface LandingPage {
  status: 200 | 404;
  head: string;
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
      head: headTags({
        title: `${name} is not for sale | ${SITE_NAME}`,
        description: 'This domain is not listed on the marketplace.',
        url,
        noindex: true,
      }),
      body: `<main><h1>${escapeHtml(name)}</h1><p>This domain is not listed on the marketplace.</p>
        <p><a href="/marketplace">Browse the marketplace</a></p></main>`,
    };
  const description = listing.description.trim() || DESCRIPTION_FALLBACK;
  const price = usd(listing.price);
  return {
    status: 200,
    head: headTags({
      title: `${listing.name} is for sale: ${price} | ${SITE_NAME}`,
      description:
        description.length > DESCRIPTION_META_LENGTH
          ? `${description.slice(0, DESCRIPTION_META_LENGTH - 1)}…`
          : description,
      url,
      noindex: false,
    }),
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

/** The marketplace searched for the name, so the listing is on the page whose modal opens. */
function contactLink(listing: MarketplaceListing): string {
  const query = new URLSearchParams({ search: listing.name, contact: listing.id });
  return `/marketplace?${query.toString()}`;
}

function headTags(page: { title: string; description: string; url: string; noindex: boolean }) {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const url = escapeHtml(page.url);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    ...(page.noindex ? [`<meta name="robots" content="noindex">`] : []),
  ].join('\n    ');
}

/**
 * The page inside the built SPA's index.html (its scripts then render the full page), or on its
 * own when no SPA is built (the api alone). The page goes in through replacer functions: a
 * replacement string would read the seller's `$&`, `$'` or `` $` `` as patterns and copy parts
 * of index.html into the page.
 */
export function renderLandingPage(page: LandingPage, spaIndex: string | undefined): string {
  if (spaIndex)
    return spaIndex
      .replace(/<title>[^<]*<\/title>/, '')
      .replace('</head>', () => `    ${page.head}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${page.head}
  </head>
  <body>
    ${page.body}
  </body>
</html>`;
}
