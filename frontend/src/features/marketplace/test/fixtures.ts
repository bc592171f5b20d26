import type { MarketplaceMatch, PublicListingsPage } from '../api/public-listings';

export const LISTING_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e01';

export function makeMarketplaceListing(
  overrides: Partial<MarketplaceMatch> = {},
): MarketplaceMatch {
  return {
    id: LISTING_ID,
    name: 'cloudly.io',
    description: 'Short, brandable name for a cloud start-up',
    price: 249,
    status: 'active',
    is_priority: false,
    inquiries: 3,
    views: 120,
    created_at: '2026-11-01T10:00:00.000Z',
    last_relisted_at: null,
    expires_at: '2026-12-01T10:00:00.000Z',
    domain_type: 'generic',
    registrar: 'Namecheap',
    tags: [],
    conversion_rate: 2.5,
    days_listed: 12,
    category: 'Technology',
    extension: '.io',
    verified: false,
    registration_expires_at: null,
    seller: { id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', user_tier: 'free' },
    highlights: [],
    ...overrides,
  };
}

export const FILTERS: PublicListingsPage['filters'] = {
  categories: ['Business', 'Technology', 'Other'],
  extensions: ['.com', '.io'],
  registrars: ['GoDaddy', 'Namecheap'],
  priceRanges: [
    { min: 0, max: 100, label: 'Under $100' },
    { min: 100, max: 250, label: '$100 - $250' },
    { min: 250, max: 500, label: '$250 - $500' },
    { min: 500, max: 1000, label: '$500 - $1,000' },
  ],
};

export function listingsAnswer(
  domains: MarketplaceMatch[],
  pagination: Partial<PublicListingsPage['pagination']> = {},
  totalActive = 42,
): PublicListingsPage {
  const page = pagination.page ?? 1;
  const totalPages = pagination.totalPages ?? 1;
  return {
    domains,
    pagination: {
      page,
      limit: 50,
      total: domains.length,
      totalIsLowerBound: false,
      totalPages,
      hasNextPage: page < totalPages,
      hasPreviousPage: page > 1,
      ...pagination,
    },
    filters: FILTERS,
    stats: { totalActive },
  };
}
