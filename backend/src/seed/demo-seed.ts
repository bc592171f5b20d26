import { type INestApplicationContext } from '@nestjs/common';
import { TestPurchases } from '../modules/billing';
import { UserRegistration } from '../modules/identity';
import { ListDomainHandler, MarkDomainSoldHandler } from '../modules/listings';
import { Clock } from '../platform/clock/clock';
import {
  DEMO_BUYER,
  DEMO_PASSWORD,
  DEMO_SELLER,
  demoCatalogue,
  type DemoSeller,
  OTHER_SELLERS,
} from './demo-catalogue';

export interface DemoSeedResult {
  created: boolean;
  logins: { role: string; email: string; password: string }[];
}

const DAY = 24 * 60 * 60 * 1000;
/** Credits a free seller still holds after the catalogue is listed. */
const SPARE_CREDITS = 8;
/** The most credits one checkout sells. */
const MAX_CREDITS_PER_PURCHASE = 100;
/** The demo seller's oldest listings are shown sold, recently enough to be restored. */
const DEMO_SALES = 3;

const LOGINS = [
  { role: 'demo seller', email: DEMO_SELLER.email, password: DEMO_PASSWORD },
  { role: 'demo buyer', email: DEMO_BUYER.email, password: DEMO_PASSWORD },
];

/**
 * The demo catalogue for a first start, made through the product's own commands: the demo seller
 * (Pro), the demo buyer and four other sellers; each seller's plan and credits, paid through the
 * test checkout; ~200 listings by ListDomain, each spending one credit; and a few sales of the
 * demo seller. A database that already has the demo seller is left alone.
 */
export async function seedDemoData(app: INestApplicationContext): Promise<DemoSeedResult> {
  const registration = app.get(UserRegistration);
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

  for (const seller of [DEMO_SELLER, ...OTHER_SELLERS]) {
    const sellerId = sellerIds.get(seller.key);
    if (sellerId) await seedSeller(app, seller, sellerId);
  }
  return { created: true, logins: LOGINS };
}

async function seedSeller(app: INestApplicationContext, seller: DemoSeller, sellerId: string) {
  const now = app.get(Clock).now();
  const listings = demoCatalogue()
    .filter((listing) => listing.sellerKey === seller.key)
    .sort((a, b) => b.daysAgo - a.daysAgo);
  const purchases = app.get(TestPurchases);
  if (seller.tier === 'pro') {
    await purchases.buy(sellerId, 'pro');
  } else {
    for (let owed = listings.length + SPARE_CREDITS; owed > 0; owed -= MAX_CREDITS_PER_PURCHASE) {
      await purchases.buy(sellerId, 'credit', Math.min(owed, MAX_CREDITS_PER_PURCHASE));
    }
  }
  const listDomain = app.get(ListDomainHandler);
  const listingIds: string[] = [];
  for (const listing of listings) {
    listingIds.push(
      await listDomain.execute({
        sellerId,
        name: listing.name,
        priceUsd: listing.priceUsd,
        registrar: listing.registrar,
        description: listing.description,
        category: listing.category,
        tags: listing.tags,
        listedAt: new Date(now.getTime() - listing.daysAgo * DAY),
      }),
    );
  }
  if (seller.key !== DEMO_SELLER.key) return;
  const markSold = app.get(MarkDomainSoldHandler);
  for (const [index, listingId] of listingIds.slice(0, DEMO_SALES).entries()) {
    await markSold.execute({
      listingId,
      sellerId,
      salePriceUsd: listings[index].priceUsd + 25 * (index + 1),
    });
  }
}
