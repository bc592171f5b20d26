import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { SITE_NAME } from '../../../../platform/web/spa-page';
import { type MarketplaceListing } from '../get-public-listings/get-public-listings.response.dto';

/** The size social cards show (Open Graph's and Twitter's large image): 1200 by 630. */
export const LANDING_IMAGE = { width: 1200, height: 630 } as const;

/** Inter (the SPA's own font), as @fontsource ships it: satori reads WOFF, not WOFF2. */
const fonts = [400, 700].map((weight) => ({
  name: 'Inter',
  weight: weight as 400 | 700,
  style: 'normal' as const,
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
}));

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);

/** What the card shows of a listing: the image changes when, and only when, this does. */
export function landingImageText(listing: MarketplaceListing) {
  return { name: listing.name, price: usd(listing.price), category: listing.category };
}

/** A strong ETag of the card: its text and size (the drawing is a function of them). */
export function landingImageTag(listing: MarketplaceListing): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ ...landingImageText(listing), ...LANDING_IMAGE }))
    .digest('base64url')
    .slice(0, 27);
  return `"${hash}"`;
}

const PADDING = 72;

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children: unknown): Node => ({
  type,
  props: { style, children },
});

/**
 * The listing's social card (og:image, twitter:image): name, price and category on the site's
 * indigo, laid out by satori (text drawn as paths, so no font is needed where it is rasterised)
 * and turned into a PNG by resvg, the two formats every link preview reads.
 */
export async function renderLandingImage(listing: MarketplaceListing): Promise<Buffer> {
  const text = landingImageText(listing);
  const nameSize = text.name.length > 24 ? 64 : 96;
  const card = el(
    'div',
    {
      // Satori sizes the content box: the padding comes on top of width and height.
      width: LANDING_IMAGE.width - 2 * PADDING,
      height: LANDING_IMAGE.height - 2 * PADDING,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: PADDING,
      background: '#312e81',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      el('div', { fontSize: 32, fontWeight: 700, color: '#c7d2fe' }, SITE_NAME),
      el('div', { display: 'flex', flexDirection: 'column' }, [
        el('div', { fontSize: 36, color: '#e0e7ff' }, 'This domain is for sale'),
        el(
          'div',
          { fontSize: nameSize, fontWeight: 700, lineHeight: 1.1, wordBreak: 'break-all' },
          text.name,
        ),
      ]),
      el('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }, [
        el('div', { fontSize: 72, fontWeight: 700, color: '#bbf7d0' }, text.price),
        el('div', { fontSize: 32, color: '#e0e7ff' }, `${text.category}, 0% commission`),
      ]),
    ],
  );
  const svg = await satori(card as Parameters<typeof satori>[0], { ...LANDING_IMAGE, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: LANDING_IMAGE.width } }).render().asPng();
}
