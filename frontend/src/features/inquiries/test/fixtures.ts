import type { SellerInquiry } from '../api/seller-inquiries';
import type { SellerOverview } from '../api/seller-overview';
import type { SoldRecord } from '../api/seller-sales';

const DAY_MS = 86_400_000;

export const OVERVIEW: SellerOverview = {
  activeLeads: 3,
  newLeads: 2,
  respondedLeads: 1,
  totalInquiries: 9,
  domainsSold: 2,
  totalRevenue: 540,
  averageSalePrice: 270,
  responseRate: 66.7,
  conversionRate: 22.2,
};

export function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString();
}

export function makeLead(overrides: Partial<SellerInquiry> = {}): SellerInquiry {
  return {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c01',
    buyer_name: 'Jane Buyer',
    buyer_email: 'jane@example.com',
    message: 'Would you take 200 for it?',
    inquiryType: 'offer',
    status: 'new',
    created_at: daysAgo(0),
    updated_at: daysAgo(0),
    domain: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d01', name: 'cloudly.io', price: 249 },
    priority: 'high',
    notes: '',
    ...overrides,
  };
}

export const LEADS: SellerInquiry[] = [
  makeLead(),
  makeLead({
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c02',
    buyer_name: 'Sam Asker',
    buyer_email: 'sam@example.com',
    message: '<b>Is the name</b> still available?',
    inquiryType: 'question',
    status: 'responded',
    created_at: daysAgo(1),
    domain: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d02', name: 'fastbrew.com', price: 480 },
  }),
  makeLead({
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c03',
    buyer_name: 'Lee Looker',
    buyer_email: 'lee@example.com',
    created_at: daysAgo(3),
    domain: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d03', name: 'quietname.org', price: 99 },
  }),
];

export function makeSale(overrides: Partial<SoldRecord> = {}): SoldRecord {
  return {
    id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d09',
    buyer_name: 'Pat Payer',
    buyer_email: 'pat@example.com',
    domain_name: 'oldsale.net',
    sale_price: 300,
    listed_price: 300,
    sold_date: '2026-11-10T10:00:00.000Z',
    inquiry_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c09',
    transaction_id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e09',
    ...overrides,
  };
}

export const SALES: SoldRecord[] = [
  makeSale(),
  makeSale({
    id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d08',
    buyer_name: null,
    buyer_email: null,
    domain_name: 'nobody.io',
    sale_price: 240,
    inquiry_id: null,
    transaction_id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e08',
  }),
];

export function pagination(total: number) {
  return { page: 1, limit: 100, total, totalPages: 1, hasNextPage: false, hasPreviousPage: false };
}
