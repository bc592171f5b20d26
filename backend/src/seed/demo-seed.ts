import { type INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { TestPurchases } from '../modules/billing';
import { grantRole, RegisterUserHandler } from '../modules/identity';
import { ChangeInquiryStatusHandler, SubmitInquiryHandler } from '../modules/inquiries';
import { CounterOfferHandler, MakeOfferHandler } from '../modules/offers';
import {
  ListDomainHandler,
  MarkDomainSoldHandler,
  RecordOwnershipCheckHandler,
  RecordViewHandler,
} from '../modules/listings';
import { Clock } from '../platform/clock/clock';
import {
  DEMO_AUDITOR,
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
  { role: 'demo auditor', email: DEMO_AUDITOR.email, password: DEMO_PASSWORD },
];

/**
 * The demo catalogue for a first start, made through the product's own commands: the demo seller
 * (Pro), the demo buyer, the demo auditor and four other sellers; each seller's plan and credits, paid through the
 * test checkout; ~200 listings by ListDomain, each spending one credit; and a few sales of the
 * demo seller. A database that already has the demo seller is left alone.
 */
export async function seedDemoData(app: INestApplicationContext): Promise<DemoSeedResult> {
  const registration = app.get(RegisterUserHandler);
  const demoSeller = await registration
    .execute({
      email: DEMO_SELLER.email,
      password: DEMO_PASSWORD,
      fullName: DEMO_SELLER.fullName,
    })
    .catch((error: { code?: string }) => {
      if (error.code === 'EMAIL_ALREADY_REGISTERED') return undefined;
      throw error;
    });
  if (!demoSeller) return { created: false, logins: LOGINS };

  const demoBuyer = await registration.execute({
    email: DEMO_BUYER.email,
    password: DEMO_PASSWORD,
    fullName: DEMO_BUYER.fullName,
  });
  await registration.execute({
    email: DEMO_AUDITOR.email,
    password: DEMO_PASSWORD,
    fullName: DEMO_AUDITOR.fullName,
  });
  await grantRole(
    app.get<DataSource>(getDataSourceToken()),
    DEMO_AUDITOR.email,
    'auditor',
    app.get(Clock).now(),
  );
  const sellerIds = new Map<string, string>([[DEMO_SELLER.key, demoSeller.id]]);
  for (const seller of OTHER_SELLERS) {
    const account = await registration.execute({
      email: seller.email,
      password: DEMO_PASSWORD,
      fullName: seller.fullName,
    });
    sellerIds.set(seller.key, account.id);
  }

  for (const seller of [DEMO_SELLER, ...OTHER_SELLERS]) {
    const sellerId = sellerIds.get(seller.key);
    if (!sellerId) continue;
    const onSale = await seedSeller(app, seller, sellerId);
    if (seller.key === DEMO_SELLER.key) {
      await seedLeads(app, demoSeller.id, demoBuyer.id, onSale);
      await seedOffers(app, demoSeller.id, demoBuyer.id, onSale.slice(DEMO_LEADS.length));
    }
  }
  return { created: true, logins: LOGINS };
}

/** Lists a seller's catalogue (the demo seller sells a few); returns the listings still on sale. */
async function seedSeller(
  app: INestApplicationContext,
  seller: DemoSeller,
  sellerId: string,
): Promise<string[]> {
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
    const { listingId } = await listDomain.execute({
      sellerId,
      name: listing.name,
      priceUsd: listing.priceUsd,
      registrar: listing.registrar,
      description: listing.description,
      category: listing.category,
      tags: listing.tags,
      listedAt: new Date(now.getTime() - listing.daysAgo * DAY),
    });
    listingIds.push(listingId);
  }
  if (seller.key !== DEMO_SELLER.key) {
    await seedChecks(app, listingIds, listings, now, false);
    return listingIds;
  }
  const markSold = app.get(MarkDomainSoldHandler);
  for (const [index, listingId] of listingIds.slice(0, DEMO_SALES).entries()) {
    await markSold.execute({
      listingId,
      sellerId,
      salePriceUsd: listings[index].priceUsd + 25 * (index + 1),
    });
  }
  await seedChecks(app, listingIds.slice(DEMO_SALES), listings.slice(DEMO_SALES), now, true);
  return listingIds.slice(DEMO_SALES);
}

/** The registrar of record RDAP names for each registrar the listing form offers. */
const REGISTRARS_OF_RECORD: Record<string, string> = {
  GoDaddy: 'GoDaddy.com, LLC',
  Namecheap: 'NameCheap, Inc.',
  'Network Solutions': 'Network Solutions, LLC',
  Dynadot: 'Dynadot Inc',
  Other: 'Gandi SAS',
};
/** The demo seller's listings (on sale) that RDAP shows being lost, so two are suspended. */
const DEMO_SUSPENDED: Record<number, string> = { 20: 'pending delete', 21: 'redemption period' };

/**
 * One check of each listing on sale, as the daily sweep would record it: two in five verified
 * (their record found), every seventh registration ending in 40 days (the expiry warning), and
 * two of the demo seller's suspended, so that a newcomer sees every state (ADR 0024).
 */
async function seedChecks(
  app: INestApplicationContext,
  listingIds: string[],
  listings: { registrar: string }[],
  now: Date,
  demoSeller: boolean,
) {
  const record = app.get(RecordOwnershipCheckHandler);
  for (const [index, listingId] of listingIds.entries()) {
    const lost = demoSeller ? DEMO_SUSPENDED[index] : undefined;
    const expiresInDays = index % 7 === 3 ? 40 : 200 + ((index * 37) % 500);
    await record.execute({
      listingId,
      trigger: 'sweep',
      readings: {
        ownership: index % 5 < 2 && !lost ? 'found' : 'missing',
        forSale: index % 10 === 0 ? 'agrees' : 'absent',
        registration: {
          source: 'rdap',
          registrar: REGISTRARS_OF_RECORD[listings[index].registrar] ?? null,
          expiresAt: new Date(now.getTime() + expiresInDays * DAY).toISOString(),
          statuses: lost ? [lost] : ['client transfer prohibited'],
        },
      },
    });
  }
}

const DEMO_LEADS = [
  {
    inquiryType: 'offer',
    message: 'Would you take 80% of the asking price? I can pay through escrow this week.',
    respondedWith: undefined,
  },
  {
    inquiryType: 'question',
    message: 'Has this name ever been used for a website? Any trademark issues I should know of?',
    respondedWith: 'Never used; no trademark found. Sent the registrar history.',
  },
  {
    inquiryType: 'contact',
    message: 'Hello! I run a small studio and this name fits us well. Can we talk?',
    respondedWith: undefined,
  },
] as const;

/**
 * The demo buyer looks at a few of the demo seller's listings and sends three inquiries, one
 * already answered, so the lead manager and the view counts are not empty on a first start.
 */
async function seedLeads(
  app: INestApplicationContext,
  sellerId: string,
  buyerId: string,
  listingIds: string[],
) {
  const views = app.get(RecordViewHandler);
  for (const listingId of listingIds.slice(0, 8))
    await views.execute({ listingId, viewerId: buyerId });
  const submit = app.get(SubmitInquiryHandler);
  const status = app.get(ChangeInquiryStatusHandler);
  for (const [index, lead] of DEMO_LEADS.entries()) {
    const { inquiryId } = await submit.execute({
      buyerId,
      listingId: listingIds[index],
      buyerName: DEMO_BUYER.fullName,
      buyerEmail: DEMO_BUYER.email,
      message: lead.message,
      inquiryType: lead.inquiryType,
    });
    if (lead.respondedWith)
      await status.execute({ inquiryId, sellerId, status: 'responded', notes: lead.respondedWith });
  }
}

/**
 * Two offers of the demo buyer on the demo seller's names, so both offer screens show something on
 * a first start: one awaiting the seller, one the seller countered, awaiting the buyer.
 */
async function seedOffers(
  app: INestApplicationContext,
  sellerId: string,
  buyerId: string,
  listingIds: string[],
) {
  const make = app.get(MakeOfferHandler);
  const counter = app.get(CounterOfferHandler);
  const dataSource = app.get<DataSource>(getDataSourceToken());
  for (const [index, listingId] of listingIds.slice(0, 2).entries()) {
    const [{ price_cents: price }] = await dataSource.query<{ price_cents: number }[]>(
      `select price_cents from domain_listings where id = $1`,
      [listingId],
    );
    const { offerId } = await make.execute({
      buyerId,
      listingId,
      amountCents: Math.round(price * 0.7),
      message: 'Would you consider this? I can pay through escrow this week.',
    });
    if (index === 1)
      await counter.execute({ offerId, callerId: sellerId, amountCents: Math.round(price * 0.85) });
  }
}
