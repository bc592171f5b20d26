import { screen } from '@testing-library/react';
import { PROFILE } from '../../test/api-stub';
import type { DomainListing } from './api/get-listing';
import type { ListingOwnership, OwnershipCheck } from './api/listing-ownership';

export const LISTING_ID = '0c3f6a52-4f7e-4b8e-a0d2-6a3c1f0e9b21';

export function makeListing(overrides: Partial<DomainListing> = {}): DomainListing {
  return {
    id: LISTING_ID,
    name: 'cloudly.io',
    description: 'Short, brandable name for a cloud start-up',
    price: 249,
    status: 'active',
    is_priority: false,
    inquiries: 3,
    views: 120,
    created_at: '2025-03-01T12:00:00.000Z',
    updated_at: '2025-03-01T12:00:00.000Z',
    last_relisted_at: null,
    expires_at: '2025-03-31T12:00:00.000Z',
    domain_type: 'generic',
    registrar: 'Namecheap',
    tags: ['tech', 'short'],
    conversion_rate: 2.5,
    days_listed: 12,
    category: 'Technology',
    extension: '.io',
    auto_relist: true,
    sale_price: null,
    sold_at: null,
    transaction_id: null,
    restorable_until: null,
    verified: false,
    verified_at: null,
    suspension_reason: null,
    registration_expires_at: null,
    seller: { id: PROFILE.id, user_tier: 'free' },
    ...overrides,
  };
}

export const OWNERSHIP_VALUE = 'dlm-verify=3f6c0a9b8e7d6c5b4a39281706f5e4d3';

export function makeCheck(overrides: Partial<OwnershipCheck> = {}): OwnershipCheck {
  return {
    checked_at: '2025-03-02T09:30:00.000Z',
    trigger: 'sweep',
    ownership: 'missing',
    for_sale: 'absent',
    registration: 'rdap',
    ...overrides,
  };
}

/** The ownership of `makeListing()`'s listing: unverified, checked once by the sweep. */
export function makeOwnership(overrides: Partial<ListingOwnership> = {}): ListingOwnership {
  return {
    listing_id: LISTING_ID,
    name: 'cloudly.io',
    state: 'unverified',
    verified_at: null,
    suspension: null,
    ownership_record: {
      host: '_dlm-verify.cloudly.io',
      type: 'TXT',
      value: OWNERSHIP_VALUE,
      ttl: 3600,
    },
    for_sale_records: [
      {
        host: '_for-sale.cloudly.io',
        type: 'TXT',
        value: 'v=FORSALE1;furi=https://example.test/d/cloudly.io',
        ttl: 3600,
      },
      { host: '_for-sale.cloudly.io', type: 'TXT', value: 'v=FORSALE1;fval=USD249', ttl: 3600 },
    ],
    registration: {
      source: 'rdap',
      registrar: 'NameCheap, Inc.',
      expires_at: '2027-01-15T00:00:00.000Z',
      statuses: ['client transfer prohibited'],
    },
    checks: [makeCheck()],
    next_check_at: '2025-03-03T09:30:00.000Z',
    ...overrides,
  };
}

/** The input labelled `label`; a select's option list carries the same label. */
export function input(label: string): HTMLElement {
  return screen.getByLabelText(label, { selector: 'input, textarea' });
}

/** The error Mantine shows under the input labelled `label` (its hint is a separate line). */
export function fieldError(label: string): string | null {
  const describedBy = input(label).getAttribute('aria-describedby') ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}
