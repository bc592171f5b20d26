import { centsToUsd, percentage } from './figures';
import { PRICE_BANDS, priceBandIndex } from './price-bands';

/** As the read model keeps a listing that is not deleted. */
export interface ListingFigures {
  id: string;
  name: string;
  priceCents: number;
  status: 'active' | 'sold';
  expiresAt: Date;
  autoRelist: boolean;
  listedAt: Date;
  views: number;
  inquiries: number;
}

export type ListingStatus = 'active' | 'sold' | 'expired';

/**
 * At the end of its period an unsold listing that does not relist itself is expired until relisted
 * by hand, while one that does stays active until the relist job starts its next period
 * (DECISIONS.md "Listings"). Read from the period, so it holds before the job's `ListingExpired`.
 */
export function listingStatus(listing: ListingFigures, now: Date): ListingStatus {
  if (listing.status === 'sold') return 'sold';
  return listing.autoRelist || listing.expiresAt > now ? 'active' : 'expired';
}

export interface TopListing {
  id: string;
  name: string;
  price: number;
  status: ListingStatus;
  views: number;
  inquiries: number;
  conversionRate: number;
}

/** The listings with the most inquiries, then the most views, then the newest first. */
export function topListings(listings: ListingFigures[], now: Date, limit: number): TopListing[] {
  return [...listings]
    .sort(
      (a, b) =>
        b.inquiries - a.inquiries ||
        b.views - a.views ||
        b.listedAt.getTime() - a.listedAt.getTime() ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit)
    .map((listing) => ({
      id: listing.id,
      name: listing.name,
      price: centsToUsd(listing.priceCents),
      status: listingStatus(listing, now),
      views: listing.views,
      inquiries: listing.inquiries,
      // A listing's rate is the card's: inquiries per view (DECISIONS.md "Listings").
      conversionRate: percentage(listing.inquiries, listing.views),
    }));
}

export interface PriceBandFigures {
  label: string;
  min: number;
  max: number;
  listings: number;
  sold: number;
  views: number;
  inquiries: number;
  conversionRate: number;
}

/** Every band, empty ones too, by listed price; a band's rate is the dashboard's: sales per inquiry. */
export function priceBandFigures(listings: ListingFigures[]): PriceBandFigures[] {
  const bands = PRICE_BANDS.map((band) => ({
    ...band,
    listings: 0,
    sold: 0,
    views: 0,
    inquiries: 0,
  }));
  for (const listing of listings) {
    const index = priceBandIndex(listing.priceCents);
    if (index === undefined) continue;
    const band = bands[index];
    band.listings += 1;
    if (listing.status === 'sold') band.sold += 1;
    band.views += listing.views;
    band.inquiries += listing.inquiries;
  }
  return bands.map((band) => ({ ...band, conversionRate: percentage(band.sold, band.inquiries) }));
}

export interface DayFigures {
  /** `YYYY-MM-DD`, UTC. */
  date: string;
  views: number;
  inquiries: number;
  listings: number;
  sales: number;
}

/** The `count` UTC days that end with the day of `today`, oldest first. */
export function lastDays(today: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (count - 1 - i)),
    )
      .toISOString()
      .slice(0, 10),
  );
}

/** One entry per day, zero on days with nothing recorded. */
export function dailySeries(days: string[], recorded: DayFigures[]): DayFigures[] {
  const byDate = new Map(recorded.map((figures) => [figures.date, figures]));
  return days.map(
    (date) => byDate.get(date) ?? { date, views: 0, inquiries: 0, listings: 0, sales: 0 },
  );
}
