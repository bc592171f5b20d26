import type { AuditEvent } from '../api/events';
import type { AuditProjection } from '../api/projections';
import type { AuditSale } from '../api/sales';

export const AUDITOR_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
export const SELLER_ID = '5b2c7c1e-8a5e-4d8e-9c57-2f0d6d0b9a11';
export const LISTING_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d01';
export const LISTING_STREAM = `listing-${LISTING_ID}`;

/** A seller's listing of cloudly.io: listed, sold on 10 Nov, restored six hours later. */
export const LISTED = makeEvent({
  globalPosition: '101',
  transactionId: '5001',
  streamPosition: 1,
  eventId: '0a1b2c3d-0000-4000-8000-000000000101',
  type: 'listings.DomainListed',
  data: { listingId: LISTING_ID, name: 'cloudly.io', price: 250 },
  createdAt: '2026-11-01T09:00:00.000Z',
});

export const SOLD = makeEvent({
  globalPosition: '140',
  transactionId: '5040',
  streamPosition: 2,
  eventId: '0a1b2c3d-0000-4000-8000-000000000140',
  type: 'listings.DomainMarkedSold',
  data: { listingId: LISTING_ID, salePrice: 225, buyerId: null },
  createdAt: '2026-11-10T10:00:00.000Z',
});

export const RESTORED = makeEvent({
  globalPosition: '152',
  transactionId: '5052',
  streamPosition: 3,
  eventId: '0a1b2c3d-0000-4000-8000-000000000152',
  type: 'listings.DomainRestored',
  data: { listingId: LISTING_ID },
  createdAt: '2026-11-10T16:00:00.000Z',
});

export function makeEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    globalPosition: '1',
    transactionId: '1',
    streamId: LISTING_STREAM,
    streamType: 'listing',
    streamPosition: 1,
    eventId: '0a1b2c3d-0000-4000-8000-000000000001',
    type: 'listings.DomainListed',
    schemaVersion: 1,
    data: {},
    metadata: {
      actorId: SELLER_ID,
      commandId: '7f6e5d4c-0000-4000-8000-00000000c001',
      correlationId: '7f6e5d4c-0000-4000-8000-00000000c001',
    },
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export const EVENT_TYPES = {
  types: [
    'audit.AuditRead',
    'credits.CreditsGranted',
    'listings.DomainListed',
    'listings.DomainMarkedSold',
    'listings.DomainRestored',
  ],
  streamTypes: ['audit', 'credits', 'listing'],
};

export function makeSale(overrides: Partial<AuditSale> = {}): AuditSale {
  return {
    transactionId: SOLD.eventId,
    listingId: LISTING_ID,
    streamId: LISTING_STREAM,
    domainName: 'cloudly.io',
    sellerId: SELLER_ID,
    buyerId: null,
    salePrice: 225,
    listedPrice: 250,
    soldAt: SOLD.createdAt,
    recordedAt: SOLD.createdAt,
    salePosition: SOLD.globalPosition,
    restore: null,
    ...overrides,
  };
}

export function makeProjection(overrides: Partial<AuditProjection> = {}): AuditProjection {
  return {
    name: 'listings',
    kind: 'inline',
    tables: ['listings'],
    status: 'live',
    checkpoint: null,
    eventsBehind: 0,
    secondsBehind: 0,
    owner: null,
    updatedAt: null,
    rebuildable: true,
    ...overrides,
  };
}
