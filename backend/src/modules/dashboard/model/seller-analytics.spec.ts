import {
  dailySeries,
  lastDays,
  type ListingFigures,
  listingStatus,
  priceBandFigures,
  topListings,
} from './seller-analytics';

const now = new Date('2026-03-15T12:00:00.000Z');
const listing = (overrides: Partial<ListingFigures>): ListingFigures => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'example.com',
  priceCents: 10000,
  status: 'active',
  expiresAt: new Date('2026-04-01T00:00:00.000Z'),
  autoRelist: true,
  listedAt: new Date('2026-03-01T00:00:00.000Z'),
  views: 0,
  inquiries: 0,
  ...overrides,
});

describe('seller analytics', () => {
  describe('listingStatus', () => {
    const ended = new Date('2026-03-15T11:59:59.000Z');

    it('is sold for a sold listing, whatever its period', () => {
      expect(listingStatus(listing({ status: 'sold', expiresAt: ended }), now)).toBe('sold');
    });

    it('is expired once the period of a listing that does not relist itself is over', () => {
      expect(listingStatus(listing({ autoRelist: false, expiresAt: ended }), now)).toBe('expired');
      expect(listingStatus(listing({ autoRelist: false, expiresAt: now }), now)).toBe('expired');
    });

    it('stays active while the period runs, or when the relist job will start the next one', () => {
      expect(listingStatus(listing({ autoRelist: false }), now)).toBe('active');
      expect(listingStatus(listing({ autoRelist: true, expiresAt: ended }), now)).toBe('active');
    });
  });

  describe('topListings', () => {
    it('ranks by inquiries, then views, then the newest, and keeps the first few', () => {
      const listings = [
        listing({ id: 'a', name: 'a.com', inquiries: 1, views: 50 }),
        listing({ id: 'b', name: 'b.com', inquiries: 3, views: 10 }),
        listing({ id: 'c', name: 'c.com', inquiries: 1, views: 80 }),
        listing({ id: 'd', name: 'd.com', listedAt: new Date('2026-03-10T00:00:00.000Z') }),
        listing({ id: 'e', name: 'e.com', listedAt: new Date('2026-03-12T00:00:00.000Z') }),
      ];
      expect(topListings(listings, now, 4).map((top) => top.id)).toEqual(['b', 'c', 'a', 'e']);
    });

    it('shows the price in USD, the status now and inquiries per view', () => {
      const [top] = topListings(
        [listing({ priceCents: 24950, status: 'sold', views: 8, inquiries: 3 })],
        now,
        5,
      );
      expect(top).toEqual({
        id: '00000000-0000-4000-8000-000000000001',
        name: 'example.com',
        price: 249.5,
        status: 'sold',
        views: 8,
        inquiries: 3,
        conversionRate: 37.5,
      });
    });
  });

  describe('priceBandFigures', () => {
    it('sums each band and gives its sales per inquiry', () => {
      const bands = priceBandFigures([
        listing({ priceCents: 9950, views: 4, inquiries: 2, status: 'sold' }),
        listing({ priceCents: 5000, views: 6, inquiries: 1 }),
        listing({ priceCents: 100000, views: 1 }),
      ]);
      expect(bands).toEqual([
        {
          label: '$1–$99',
          min: 1,
          max: 99,
          listings: 2,
          sold: 1,
          views: 10,
          inquiries: 3,
          conversionRate: 33.3,
        },
        {
          label: '$100–$249',
          min: 100,
          max: 249,
          listings: 0,
          sold: 0,
          views: 0,
          inquiries: 0,
          conversionRate: 0,
        },
        {
          label: '$250–$499',
          min: 250,
          max: 499,
          listings: 0,
          sold: 0,
          views: 0,
          inquiries: 0,
          conversionRate: 0,
        },
        {
          label: '$500–$1,000',
          min: 500,
          max: 1000,
          listings: 1,
          sold: 0,
          views: 1,
          inquiries: 0,
          conversionRate: 0,
        },
      ]);
    });
  });

  describe('daily series', () => {
    it('lists the UTC days that end today, oldest first, across a month end', () => {
      expect(lastDays(new Date('2026-03-02T23:59:59.000Z'), 4)).toEqual([
        '2026-02-27',
        '2026-02-28',
        '2026-03-01',
        '2026-03-02',
      ]);
      expect(lastDays(now, 90)).toHaveLength(90);
      expect(lastDays(now, 90)[0]).toBe('2025-12-16');
    });

    it('fills the days without activity with zeros', () => {
      const recorded = { date: '2026-03-01', views: 0, inquiries: 0, listings: 2, sales: 1 };
      expect(dailySeries(['2026-02-28', '2026-03-01'], [recorded])).toEqual([
        { date: '2026-02-28', views: 0, inquiries: 0, listings: 0, sales: 0 },
        recorded,
      ]);
    });
  });
});
