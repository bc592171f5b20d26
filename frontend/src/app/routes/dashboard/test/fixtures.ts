import type { Profile } from '../../../../lib/auth/profile';
import type { DomainListing } from '../../../../features/listings/api/my-listings';
import { okResponse, PROFILE } from '../../../../test/api-stub';
import { ACTIVE_SUBSCRIPTION, NO_SUBSCRIPTION } from '../../../../test/billing-stubs';

export const FREE_PROFILE = { ...PROFILE, user_tier: 'free' as const };
export const PRO_PROFILE = { ...PROFILE, user_tier: 'pro' as const, available_credits: 87 };

/** The answers that make a seller Pro: the pro tier and an active subscription (spec section 4). */
export function sellerOn(profile: Profile) {
  const subscription = profile.user_tier === 'pro' ? ACTIVE_SUBSCRIPTION : NO_SUBSCRIPTION;
  return {
    'GET /api/user/profile': () => okResponse(profile),
    'GET /api/user/subscription': () => okResponse(subscription),
  };
}

export const STATS = {
  totalListings: 12,
  activeListings: 9,
  soldListings: 3,
  totalViews: 4321,
  totalInquiries: 24,
  totalRevenue: 1250,
  averagePrice: 249.5,
  conversionRate: 12.5,
};

export const OWNERSHIP_SUMMARY = {
  listings: 4,
  verified: 1,
  unverified: 2,
  suspended: 1,
  checked_since: null,
};

export function makeListing(overrides: Partial<DomainListing> = {}): DomainListing {
  return {
    id: '0b6f1e36-6a43-4a1f-9f0c-3b1f3f3a0001',
    name: 'cloudly.io',
    description: 'Short, brandable name for a cloud start-up',
    price: 249,
    status: 'active',
    is_priority: false,
    inquiries: 3,
    views: 120,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    last_relisted_at: null,
    expires_at: '2026-12-01T10:00:00.000Z',
    domain_type: 'generic',
    registrar: 'Namecheap',
    tags: [],
    conversion_rate: 2.5,
    days_listed: 12,
    category: 'Technology',
    extension: '.io',
    auto_relist: true,
    restorable_until: null,
    sale_price: null,
    sold_at: null,
    transaction_id: null,
    verified: false,
    verified_at: null,
    suspension_reason: null,
    registration_expires_at: null,
    seller: { id: PROFILE.id, user_tier: 'free' },
    ...overrides,
  };
}

export function listingsPage(domains: DomainListing[]) {
  return {
    domains,
    pagination: {
      page: 1,
      limit: 50,
      total: domains.length,
      totalPages: 1,
      hasNextPage: false,
      hasPreviousPage: false,
    },
  };
}

const ANALYTICS_DAYS = 90;

/** 90 days ending 2026-11-21; activity on the last two days only. */
function dailySeries() {
  const end = Date.UTC(2026, 10, 21);
  return Array.from({ length: ANALYTICS_DAYS }, (_, index) => {
    const date = new Date(end - (ANALYTICS_DAYS - 1 - index) * 86_400_000);
    const daysBeforeEnd = ANALYTICS_DAYS - 1 - index;
    return {
      date: date.toISOString().slice(0, 10),
      views: daysBeforeEnd === 0 ? 40 : daysBeforeEnd === 1 ? 25 : 0,
      inquiries: daysBeforeEnd === 0 ? 3 : daysBeforeEnd === 1 ? 2 : 0,
      listings: daysBeforeEnd === 1 ? 2 : 0,
      sales: daysBeforeEnd === 0 ? 1 : 0,
    };
  });
}

const PRICE_BANDS = [
  { label: 'Under $100', min: 1, max: 99 },
  { label: '$100–$249', min: 100, max: 249 },
  { label: '$250–$499', min: 250, max: 499 },
  { label: '$500–$1,000', min: 500, max: 1000 },
];

export const ADVANCED = {
  days: ANALYTICS_DAYS,
  daily: dailySeries(),
  topListings: [
    {
      id: '0b6f1e36-6a43-4a1f-9f0c-3b1f3f3a0001',
      name: 'cloudly.io',
      price: 249,
      status: 'active' as const,
      views: 50,
      inquiries: 4,
      conversionRate: 8,
    },
    {
      id: '0b6f1e36-6a43-4a1f-9f0c-3b1f3f3a0002',
      name: 'fastbrew.com',
      price: 480,
      status: 'sold' as const,
      views: 15,
      inquiries: 1,
      conversionRate: 6.7,
    },
  ],
  priceBands: PRICE_BANDS.map((band, index) => ({
    ...band,
    listings: index === 1 || index === 2 ? 1 : 0,
    sold: index === 2 ? 1 : 0,
    views: index === 1 ? 50 : index === 2 ? 15 : 0,
    inquiries: index === 1 ? 4 : index === 2 ? 1 : 0,
    conversionRate: index === 2 ? 100 : 0,
  })),
};

export const QUIET_ADVANCED = {
  days: ANALYTICS_DAYS,
  daily: dailySeries().map((day) => ({ ...day, views: 0, inquiries: 0, listings: 0, sales: 0 })),
  topListings: [],
  priceBands: PRICE_BANDS.map((band) => ({
    ...band,
    listings: 0,
    sold: 0,
    views: 0,
    inquiries: 0,
    conversionRate: 0,
  })),
};
