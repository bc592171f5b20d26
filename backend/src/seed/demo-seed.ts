import { randomUUID } from 'node:crypto';
import { type INestApplicationContext } from '@nestjs/common';
import {
  creditExpiry,
  type CreditSpent,
  type CreditsGranted,
  creditsStreamId,
} from '../modules/credits';
import { UserRegistration } from '../modules/identity';
import { type DomainListed, LISTING_PERIOD_DAYS, listingStreamId } from '../modules/listings';
import { Clock } from '../platform/clock/clock';
import { eventIdFor } from '../platform/event-store/event-id';
import { EventStore } from '../platform/event-store/event-store';
import { type AppendRequest } from '../platform/event-store/event';
import {
  DEMO_BUYER,
  DEMO_PASSWORD,
  DEMO_SELLER,
  demoCatalogue,
  type DemoListing,
  type DemoSeller,
  OTHER_SELLERS,
} from './demo-catalogue';

export interface DemoSeedResult {
  created: boolean;
  logins: { role: string; email: string; password: string }[];
}

const DAY = 24 * 60 * 60 * 1000;
/** Credits the demo seller still holds after the catalogue is listed. */
const SPARE_CREDITS = 8;

const LOGINS = [
  { role: 'demo seller', email: DEMO_SELLER.email, password: DEMO_PASSWORD },
  { role: 'demo buyer', email: DEMO_BUYER.email, password: DEMO_PASSWORD },
];

/**
 * The demo catalogue for a first start: the demo seller, the demo buyer and four other sellers,
 * each seller's credits granted and ~200 listings appended through the event store (each listing
 * spends one credit in the same transaction, as listing does). A database that already has the
 * demo seller is left alone.
 */
export async function seedDemoData(app: INestApplicationContext): Promise<DemoSeedResult> {
  const registration = app.get(UserRegistration);
  const store = app.get(EventStore);
  const now = app.get(Clock).now();

  const demoSeller = await registration
    .registerUser({
      email: DEMO_SELLER.email,
      password: DEMO_PASSWORD,
      fullName: DEMO_SELLER.fullName,
    })
    .catch((error: { code?: string }) => {
      if (error.code === 'EMAIL_ALREADY_REGISTERED') return undefined;
      throw error;
    });
  if (!demoSeller) return { created: false, logins: LOGINS };

  await registration.registerUser({
    email: DEMO_BUYER.email,
    password: DEMO_PASSWORD,
    fullName: DEMO_BUYER.fullName,
  });
  const sellerIds = new Map<string, string>([[DEMO_SELLER.key, demoSeller.id]]);
  for (const seller of OTHER_SELLERS) {
    const account = await registration.registerUser({
      email: seller.email,
      password: DEMO_PASSWORD,
      fullName: seller.fullName,
    });
    sellerIds.set(seller.key, account.id);
  }

  const catalogue = demoCatalogue();
  for (const seller of [DEMO_SELLER, ...OTHER_SELLERS]) {
    const listings = catalogue.filter((listing) => listing.sellerKey === seller.key);
    const sellerId = sellerIds.get(seller.key);
    if (sellerId) await store.appendMany(sellerListings(seller, sellerId, listings, now));
  }
  return { created: true, logins: LOGINS };
}

/** One transaction per seller: a credit lot, one credit spent per listing, and the listings. */
function sellerListings(
  seller: DemoSeller,
  sellerId: string,
  listings: DemoListing[],
  now: Date,
): AppendRequest[] {
  const grantedAt = new Date(now.getTime() - 30 * DAY);
  const lotId = randomUUID();
  const granted: CreditsGranted = {
    type: 'credits.CreditsGranted',
    data: {
      lotId,
      userId: sellerId,
      kind: seller.tier === 'pro' ? 'pro_allocation' : 'purchased',
      amount: seller.tier === 'pro' ? 100 : listings.length + SPARE_CREDITS,
      grantedAt: grantedAt.toISOString(),
      expiresAt: creditExpiry(grantedAt).toISOString(),
      source: 'demo-seed',
    },
  };
  const listed = listings.map((listing) => {
    const listingId = randomUUID();
    const listedAt = new Date(now.getTime() - listing.daysAgo * DAY);
    const event: DomainListed = {
      type: 'listings.DomainListed',
      data: {
        listingId,
        sellerId,
        name: listing.name,
        extension: listing.extension,
        priceCents: listing.priceUsd * 100,
        registrar: listing.registrar,
        description: listing.description,
        category: listing.category,
        domainType: 'generic',
        tags: listing.tags,
        isPriority: seller.tier === 'pro',
        autoRelist: true,
        listedAt: listedAt.toISOString(),
        expiresAt: new Date(listedAt.getTime() + LISTING_PERIOD_DAYS * DAY).toISOString(),
      },
    };
    return event;
  });
  const spent: CreditSpent[] = listed.map((event) => ({
    type: 'credits.CreditSpent',
    data: { lotId, listingId: event.data.listingId, spentAt: event.data.listedAt },
  }));
  const seedCommand = `demo-seed:${sellerId}`;
  return [
    {
      streamId: creditsStreamId(sellerId),
      expectedVersion: 'no_stream',
      events: [granted, ...spent].map((event, index) => ({
        ...event,
        id: eventIdFor(seedCommand, index),
        metadata: { actorId: sellerId, commandId: seedCommand },
      })),
    },
    ...listed.map((event) => ({
      streamId: listingStreamId(event.data.listingId),
      expectedVersion: 'no_stream' as const,
      events: [
        {
          ...event,
          id: eventIdFor(`${seedCommand}:${event.data.listingId}`),
          metadata: { actorId: sellerId, commandId: seedCommand },
        },
      ],
    })),
  ];
}
