import { type INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { TestPurchases } from '../modules/billing';
import { grantRole, RegisterUserHandler } from '../modules/identity';
import {
  ChangeInquiryStatusHandler,
  SaveResponseTemplateHandler,
  SubmitInquiryHandler,
} from '../modules/inquiries';
import {
  CounterOfferHandler,
  DEFAULT_OFFER_RULES,
  MakeOfferHandler,
  SetDefaultOfferRulesHandler,
  SetOfferRulesHandler,
} from '../modules/offers';
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
  type DemoListing,
  OTHER_SELLERS,
  PAST_SALE_NAMES,
  random,
  VISITORS,
} from './demo-catalogue';
import {
  DAY,
  HISTORY_DAYS,
  type HistoryCast,
  HOUR,
  inParallel,
  OFFER_STORIES,
  type PastSale,
  type Person,
  scheduleOffers,
  schedulePastSales,
  schedulePeriodEnds,
  scheduleVisits,
  scheduleWatchlist,
  type SellerListing,
  soldByStory,
  startOfUtcDay,
  Timeline,
} from './demo-history';

export interface DemoSeedResult {
  created: boolean;
  logins: { role: string; email: string; password: string }[];
}

/** Credits a free seller still holds after the catalogue is listed. */
const SPARE_CREDITS = 8;
/** The most credits one checkout sells. */
const MAX_CREDITS_PER_PURCHASE = 100;
/** The demo seller's oldest listings are shown sold, recently enough to be restored. */
const DEMO_SALES = 3;
/** Listings of the demo seller kept for the demo buyer's leads and offers of today. */
const KEPT_FOR_TODAY = 5;
/** The past sales restored two days after the sale (the first sold again ten days later). */
const RESTORED_SALES: Record<number, { resold: boolean }> = {
  6: { resold: true },
  15: { resold: false },
};

const LOGINS = [
  { role: 'demo seller', email: DEMO_SELLER.email, password: DEMO_PASSWORD },
  { role: 'demo buyer', email: DEMO_BUYER.email, password: DEMO_PASSWORD },
  { role: 'demo auditor', email: DEMO_AUDITOR.email, password: DEMO_PASSWORD },
];

/**
 * The demo marketplace for a first start, with 90 days of past, made through the product's own
 * commands with the clock moved to each moment (docs/adr/0042-demo-data-with-a-past.md): the demo
 * seller (Pro, no offer rules), the demo buyer, the demo auditor, four other sellers (two free)
 * and eight visitors; plans and credits paid through the test checkout; ~200 listings by
 * ListDomain over the 89 days, each relisted when its period ends; the visitors' views and
 * inquiries with a weekly rhythm; the demo seller's past sales (two restored) and offers ending
 * every way, their deals at every stage; the demo buyer's saved searches, watched names and
 * alerts; then, today, the demo buyer's leads and offers and the listings' ownership checks. The
 * same on every machine (a seeded pseudo-random sequence). A database that already has the demo
 * seller is left alone.
 */
export async function seedDemoData(app: INestApplicationContext): Promise<DemoSeedResult> {
  const clock = app.get(Clock);
  const now = clock.now().getTime();
  return clock.replay(async (moveTo) => {
    const opening = startOfUtcDay(now) - HISTORY_DAYS * DAY + 7 * HOUR;
    moveTo(new Date(opening));
    const created = await openAccounts(app);
    if (!created) return { created: false, logins: LOGINS };
    const timeline = new Timeline(moveTo);
    const listingIds = new Map<string, string>();
    const cast: HistoryCast = {
      ...created,
      listingId: (name) => listingIds.get(name) ?? '',
      now,
      next: random(20261129),
    };
    const catalogue = demoCatalogue();
    for (const seller of [DEMO_SELLER, ...OTHER_SELLERS]) {
      const sellerId = created.sellerIds.get(seller.key) ?? '';
      const listings = catalogue.filter((listing) => listing.sellerKey === seller.key);
      timeline.at(opening + HOUR, () => buyPlan(app, sellerId, seller.tier, listings.length));
    }
    const listed = [
      ...catalogue.map((listing) => ({ ...listing, listedAt: now - listing.daysAgo * DAY })),
      ...pastSaleListings(opening + 2 * HOUR, cast.next),
    ];
    const listDomain = app.get(ListDomainHandler);
    for (const listing of listed) {
      timeline.at(listing.listedAt, async () => {
        const { listingId } = await listDomain.execute({
          sellerId: created.sellerIds.get(listing.sellerKey) ?? '',
          name: listing.name,
          priceUsd: listing.priceUsd,
          registrar: listing.registrar,
          description: listing.description,
          category: listing.category,
          tags: listing.tags,
        });
        listingIds.set(listing.name, listingId);
      });
    }
    schedulePeriodEnds(app, timeline, listed, cast);

    const past = pastSales(listed.slice(catalogue.length), cast);
    schedulePastSales(app, timeline, past, cast);
    const demoListings = listed
      .slice(0, catalogue.length)
      .filter((listing) => listing.sellerKey === DEMO_SELLER.key)
      .sort((a, b) => b.daysAgo - a.daysAgo);
    const onSale = demoListings.slice(DEMO_SALES);
    const stories = storiesOn(onSale, cast);
    scheduleOffers(app, timeline, stories, cast);
    const storyListings = new Map(stories.map(({ listing }) => [listing.name, listing]));
    const soldAt = new Map(past.map((sale) => [sale.name, sale.soldAt]));
    const sellerListings: SellerListing[] = [
      ...demoListings.map((listing) => ({
        ...listing,
        until: storyListings.get(listing.name)?.until ?? Infinity,
      })),
      ...listed
        .slice(catalogue.length)
        .map((listing) => ({ ...listing, until: soldAt.get(listing.name) ?? Infinity })),
    ];
    scheduleVisits(app, timeline, sellerListings, cast);
    scheduleWatchlist(
      app,
      timeline,
      onSale
        .filter((listing) => !storyListings.has(listing.name))
        .slice(KEPT_FOR_TODAY, KEPT_FOR_TODAY + 3),
      cast,
    );

    // Today's part, after the listings listed this very moment.
    timeline.at(now + 1, async () => {
      const ids = (listings: { name: string }[]) =>
        listings.map(({ name }) => cast.listingId(name));
      await sellRecent(app, created.seller.id, demoListings.slice(0, DEMO_SALES), ids);
      const soldInStories = new Set(
        stories
          .filter(({ story, listing }) => listing.until < now && story.end !== 'cancelled')
          .map(({ listing }) => listing.name),
      );
      await seedChecks(app, ids(onSale), onSale, new Date(now), true, soldInStories);
      for (const seller of OTHER_SELLERS) {
        const listings = listed.filter((listing) => listing.sellerKey === seller.key);
        await seedChecks(app, ids(listings), listings, new Date(now), false, new Set());
      }
      const today = ids(onSale.slice(0, KEPT_FOR_TODAY));
      await seedLeads(app, created.seller.id, created.buyer.id, today);
      await seedOffers(app, created.seller.id, created.buyer.id, today.slice(DEMO_LEADS.length));
      await seedSellerSettings(
        app,
        created.seller.id,
        cast.listingId(onSale[onSale.length - 1].name),
      );
    });
    await timeline.play();
    return { created: true, logins: LOGINS };
  });
}

/**
 * The accounts, registered at the opening of the past: the demo seller first (an existing one
 * means the database is seeded), the demo buyer, the auditor (granted the role as
 * `npm run users:make-auditor` does), the other sellers and the visitors.
 */
async function openAccounts(app: INestApplicationContext) {
  const registration = app.get(RegisterUserHandler);
  const register = async (person: { email: string; fullName: string }): Promise<Person> => {
    const account = await registration.execute({ ...person, password: DEMO_PASSWORD });
    return { id: account.id, ...person };
  };
  const seller = await register(DEMO_SELLER).catch((error: { code?: string }) => {
    if (error.code === 'EMAIL_ALREADY_REGISTERED') return undefined;
    throw error;
  });
  if (!seller) return undefined;
  const buyer = await register(DEMO_BUYER);
  await register(DEMO_AUDITOR);
  await grantRole(
    app.get<DataSource>(getDataSourceToken()),
    DEMO_AUDITOR.email,
    'auditor',
    app.get(Clock).now(),
  );
  const sellerIds = new Map<string, string>([[DEMO_SELLER.key, seller.id]]);
  for (const other of OTHER_SELLERS) sellerIds.set(other.key, (await register(other)).id);
  const visitors: Person[] = [];
  for (const visitor of VISITORS) visitors.push(await register(visitor));
  return { seller, buyer, visitors, sellerIds };
}

/** A Pro plan, or the credits a free seller's listings need and a few to spare. */
async function buyPlan(
  app: INestApplicationContext,
  sellerId: string,
  tier: 'free' | 'pro',
  listings: number,
) {
  const purchases = app.get(TestPurchases);
  if (tier === 'pro') return purchases.buy(sellerId, 'pro');
  for (let owed = listings + SPARE_CREDITS; owed > 0; owed -= MAX_CREDITS_PER_PURCHASE) {
    await purchases.buy(sellerId, 'credit', Math.min(owed, MAX_CREDITS_PER_PURCHASE));
  }
}

/** The names the demo seller sells in the past, listed at the opening, ten minutes apart. */
function pastSaleListings(
  from: number,
  next: () => number,
): (DemoListing & { listedAt: number })[] {
  return PAST_SALE_NAMES.map((name, index) => ({
    sellerKey: DEMO_SELLER.key,
    name,
    extension: name.slice(name.indexOf('.') + 1),
    priceUsd: 80 + Math.round(next() * 520),
    registrar: 'Namecheap',
    category: 'Brandable',
    description: 'Catchy brandable with a strong ring to it.',
    tags: ['brandable'],
    daysAgo: HISTORY_DAYS,
    listedAt: from + index * 10 * 60 * 1000,
  }));
}

/** One sale every three and a half days from the fifth day on, near the asking price. */
function pastSales(listings: { name: string; priceUsd: number }[], cast: HistoryCast): PastSale[] {
  const firstDay = startOfUtcDay(cast.now) - (HISTORY_DAYS - 4) * DAY;
  return listings.map((listing, index) => ({
    name: listing.name,
    soldAt: firstDay + Math.round(index * 3.5 * DAY) + 15 * HOUR,
    salePriceUsd: Math.max(1, Math.round(listing.priceUsd * (0.8 + 0.3 * cast.next()))),
    restored: RESTORED_SALES[index],
  }));
}

/**
 * Each offer story on a listing of its own, listed at least a day before the offer: the oldest
 * names on sale, past those kept for today and the two that end suspended.
 */
function storiesOn(onSale: (DemoListing & { listedAt: number })[], cast: HistoryCast) {
  const free = onSale.filter(
    (_, index) => index >= KEPT_FOR_TODAY && DEMO_SUSPENDED[index] === undefined,
  );
  return OFFER_STORIES.map((story, index) => {
    const made = cast.now - story.daysAgo * DAY;
    const at = free.findIndex((listing) => listing.listedAt < made - DAY);
    const [listing] = free.splice(at, 1);
    return {
      story,
      listing: { ...listing, until: soldByStory(story, cast.now) },
      buyer: cast.visitors[index % cast.visitors.length],
    };
  });
}

/** The demo seller's oldest catalogue names, sold today: still within the 7 days to restore. */
async function sellRecent(
  app: INestApplicationContext,
  sellerId: string,
  listings: DemoListing[],
  ids: (listings: { name: string }[]) => string[],
) {
  const markSold = app.get(MarkDomainSoldHandler);
  for (const [index, listingId] of ids(listings).entries()) {
    await markSold.execute({
      listingId,
      sellerId,
      salePriceUsd: listings[index].priceUsd + 25 * (index + 1),
    });
  }
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
  listings: { name: string; registrar: string }[],
  now: Date,
  demoSeller: boolean,
  sold: Set<string>,
) {
  const record = app.get(RecordOwnershipCheckHandler);
  const checks = listingIds.map((listingId, index) => async () => {
    if (sold.has(listings[index].name)) return;
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
          registeredAt: new Date(now.getTime() - (365 + ((index * 97) % 3000)) * DAY).toISOString(),
          transferredAt: null,
        },
      },
    });
  });
  await inParallel(checks);
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

/**
 * The demo seller's ways of working: two reply templates for the lead manager, offer rules of
 * their own (a decline message in their words; the deal clock's deadlines left as they come) and,
 * on one name, offers taken only from half the price, so the rules screens show a seller's choices
 * on a first start.
 */
async function seedSellerSettings(
  app: INestApplicationContext,
  sellerId: string,
  listingId: string,
) {
  const templates = app.get(SaveResponseTemplateHandler);
  await templates.execute({
    sellerId,
    name: 'Thanks for your offer',
    inquiryType: 'offer',
    subject: 'Your offer',
    body: 'Thank you for your offer. I can meet you at a price a little closer to the asking one.',
  });
  await templates.execute({
    sellerId,
    name: 'How the transfer works',
    inquiryType: 'question',
    subject: 'The transfer',
    body: 'Payment goes through escrow; I start the transfer as soon as it is secured.',
  });
  const rules = {
    ...DEFAULT_OFFER_RULES,
    declineMessage:
      'Thank you for your offer. These names are priced to sell: an offer nearer the asking price is welcome.',
  };
  await app.get(SetDefaultOfferRulesHandler).execute({ sellerId, rules });
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const [{ price_cents: price }] = await dataSource.query<{ price_cents: number }[]>(
    `select price_cents from domain_listings where id = $1`,
    [listingId],
  );
  await app
    .get(SetOfferRulesHandler)
    .execute({ listingId, sellerId, rules: { ...rules, floorCents: Math.round(price / 2) } });
}
