import { randomUUID } from 'node:crypto';
import { PLAN_CHANGED, userStreamId } from '../../../src/modules/identity';
import {
  CATEGORIES,
  LISTING_PERIOD_DAYS,
  type ListingEvent,
  listingStreamId,
  REGISTRARS,
} from '../../../src/modules/listings';
import { type AppendRequest } from '../../../src/platform/event-store/event';
import { type EventStore } from '../../../src/platform/event-store/event-store';

const DAY = 24 * 60 * 60 * 1000;
const EXTENSIONS = ['.com', '.io', '.net', '.co', '.ai', '.org'];
const WORDS = [
  'amber',
  'bolt',
  'cedar',
  'delta',
  'ember',
  'fable',
  'grove',
  'harbor',
  'iris',
  'jolt',
  'kite',
  'lumen',
  'maple',
  'nova',
  'orbit',
  'pixel',
  'quartz',
  'river',
  'sage',
  'tidal',
  'umber',
  'vivid',
  'willow',
  'xenon',
  'yonder',
  'zenith',
  'atlas',
  'brisk',
  'coral',
  'drift',
];

export type Fate = 'active' | 'sold' | 'deleted' | 'expired' | 'restored' | 'relisted';

/** A generated listing and what the marketplace should show of it. */
export interface CatalogueListing {
  id: string;
  sellerId: string;
  name: string;
  extension: string;
  priceCents: number;
  category: string;
  registrar: string;
  description: string;
  tags: string[];
  isPriority: boolean;
  autoRelist: boolean;
  createdAt: Date;
  periodStart: Date;
  expiresAt: Date;
  views: number;
  inquiries: number;
  fate: Fate;
}

/** A small deterministic generator (mulberry32), so a failing order can be reproduced. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` listings from 12 sellers (4 of them Pro, so Featured), over the 29 days before `now`,
 * with views, inquiries and fates (sold, deleted, expired with auto-relist off, restored after a
 * sale, relisted). `extra` listings are added as given, active.
 */
export function generateCatalogue(
  count: number,
  now: Date,
  extra: Array<Partial<CatalogueListing> & { name: string }> = [],
): { listings: CatalogueListing[]; proSellers: string[] } {
  const next = random(20261121);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const sellers = Array.from({ length: 12 }, () => randomUUID());
  const proSellers = sellers.slice(0, 4);
  const listings: CatalogueListing[] = [];
  const fates: Fate[] = ['sold', 'deleted', 'expired', 'restored', 'relisted'];
  for (let index = 0; index < count; index += 1) {
    const extension = pick(EXTENSIONS);
    const name = `${pick(WORDS)}${pick(WORDS)}-${index.toString(36)}${extension}`;
    const sellerId = pick(sellers);
    const fate: Fate = next() < 0.15 ? pick(fates) : 'active';
    const age =
      fate === 'expired' ? 31 + Math.floor(next() * 20) : Math.floor(next() * 29 * DAY) / DAY;
    const createdAt = new Date(now.getTime() - Math.round(age * DAY) - index);
    const periodStart =
      fate === 'relisted' ? new Date(now.getTime() - Math.floor(next() * DAY) - index) : createdAt;
    listings.push({
      id: randomUUID(),
      sellerId,
      name,
      extension,
      priceCents: 100 + Math.floor(next() * 99_901),
      category: pick(CATEGORIES),
      registrar: pick(REGISTRARS),
      description: `A ${pick(WORDS)} name for a ${pick(WORDS)} business`,
      tags: next() < 0.5 ? [pick(WORDS), pick(WORDS), pick(WORDS), pick(WORDS)] : [],
      isPriority: proSellers.includes(sellerId),
      autoRelist: fate !== 'expired',
      createdAt,
      periodStart,
      expiresAt: new Date(periodStart.getTime() + LISTING_PERIOD_DAYS * DAY),
      views: Math.floor(next() * 500),
      inquiries: Math.floor(next() * 40),
      fate,
    });
  }
  for (const listing of extra) {
    const createdAt = new Date(now.getTime() - DAY);
    listings.push({
      id: randomUUID(),
      sellerId: sellers[5],
      extension: listing.name.slice(listing.name.lastIndexOf('.')),
      priceCents: 25_000,
      category: 'Technology',
      registrar: 'Namecheap',
      description: '',
      tags: [],
      isPriority: false,
      autoRelist: true,
      createdAt,
      periodStart: createdAt,
      expiresAt: new Date(createdAt.getTime() + LISTING_PERIOD_DAYS * DAY),
      views: 0,
      inquiries: 0,
      fate: 'active',
      ...listing,
    });
  }
  return { listings, proSellers };
}

/** Whether the marketplace should show it. */
export const isOnSale = (listing: CatalogueListing) =>
  listing.fate === 'active' || listing.fate === 'restored' || listing.fate === 'relisted';

function eventsOf(listing: CatalogueListing): ListingEvent[] {
  const ids = { listingId: listing.id, sellerId: listing.sellerId };
  const at = (date: Date) => date.toISOString();
  const events: ListingEvent[] = [
    {
      type: 'listings.DomainListed',
      data: {
        ...ids,
        name: listing.name,
        extension: listing.extension,
        priceCents: listing.priceCents,
        registrar: listing.registrar,
        description: listing.description,
        category: listing.category,
        domainType: 'generic',
        tags: listing.tags,
        isPriority: listing.isPriority,
        autoRelist: listing.autoRelist,
        listedAt: at(listing.createdAt),
        expiresAt: at(new Date(listing.createdAt.getTime() + LISTING_PERIOD_DAYS * DAY)),
      },
    },
  ];
  if (listing.views > 0)
    events.push({
      type: 'listings.ListingViewed',
      data: { ...ids, viewedAt: at(listing.createdAt), views: listing.views },
    });
  if (listing.inquiries > 0)
    events.push({
      type: 'listings.InquiryReceived',
      data: {
        ...ids,
        inquiryId: randomUUID(),
        receivedAt: at(listing.createdAt),
        inquiries: listing.inquiries,
      },
    });
  const sale: ListingEvent = {
    type: 'listings.DomainMarkedSold',
    data: {
      ...ids,
      salePriceCents: listing.priceCents,
      listedPriceCents: listing.priceCents,
      soldAt: at(listing.createdAt),
      recordedAt: at(listing.createdAt),
    },
  };
  if (listing.fate === 'sold') events.push(sale);
  if (listing.fate === 'restored')
    events.push(sale, {
      type: 'listings.DomainRestored',
      data: { ...ids, restoredAt: at(listing.createdAt) },
    });
  if (listing.fate === 'deleted')
    events.push({
      type: 'listings.ListingDeleted',
      data: { ...ids, deletedAt: at(listing.createdAt) },
    });
  if (listing.fate === 'relisted')
    events.push({
      type: 'listings.DomainRelisted',
      data: {
        ...ids,
        relistedAt: at(listing.periodStart),
        expiresAt: at(listing.expiresAt),
        automatic: true,
      },
    });
  return events;
}

/** Appends the catalogue's events (and the Pro sellers' plans) in batches of streams. */
export async function appendCatalogue(
  store: EventStore,
  catalogue: { listings: CatalogueListing[]; proSellers: string[] },
  now: Date,
): Promise<void> {
  await store.appendMany(
    catalogue.proSellers.map((userId) => ({
      streamId: userStreamId(userId),
      expectedVersion: 'any',
      events: [
        {
          id: randomUUID(),
          type: PLAN_CHANGED,
          data: { userId, tier: 'pro', periodEnd: null, changedAt: now.toISOString() },
          metadata: {},
        },
      ],
    })),
  );
  const requests: AppendRequest[] = catalogue.listings.map((listing) => ({
    streamId: listingStreamId(listing.id),
    expectedVersion: 'no_stream',
    events: eventsOf(listing).map((event) => ({ ...event, id: randomUUID(), metadata: {} })),
  }));
  for (let start = 0; start < requests.length; start += 250)
    await store.appendMany(requests.slice(start, start + 250));
}
