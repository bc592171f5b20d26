import { type INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { RunDealClockHandler, UpdateTimelineStageHandler } from '../modules/deals';
import { ChangeInquiryStatusHandler, SubmitInquiryHandler } from '../modules/inquiries';
import {
  EndListingPeriodHandler,
  LISTING_PERIOD_DAYS,
  MarkDomainSoldHandler,
  RecordViewHandler,
  RestoreDomainHandler,
  UpdateListingHandler,
} from '../modules/listings';
import {
  AcceptOfferHandler,
  CounterOfferHandler,
  DeclineOfferHandler,
  ExpireOfferHandler,
  MakeOfferHandler,
  WithdrawOfferHandler,
} from '../modules/offers';
import { SaveSearchHandler, SendAlertHandler, WatchListingHandler } from '../modules/watchlists';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
/** How far back the demo's past goes: the seller's analytics chart shows 90 days. */
export const HISTORY_DAYS = 90;

export const startOfUtcDay = (at: number): number => Math.floor(at / DAY) * DAY;

interface Step {
  at: number;
  run: () => Promise<unknown>;
}

/**
 * The demo's past as steps, each a command of the product run with the clock moved to its moment
 * and played in time order, so each step sees what came before it, as real use would. Steps of
 * one moment (the visits of an hour, the listings of a day listed at the same time) run together,
 * as users acting at once would.
 */
export class Timeline {
  private readonly steps: Step[] = [];

  constructor(private readonly moveTo: (at: Date) => void) {}

  at(at: number, run: () => Promise<unknown>): void {
    this.steps.push({ at, run });
  }

  /** Steps of one moment run together, a few at a time: they must not depend on each other. */
  async play(): Promise<void> {
    const byMoment = new Map<number, Step['run'][]>();
    for (const step of this.steps)
      byMoment.set(step.at, [...(byMoment.get(step.at) ?? []), step.run]);
    for (const at of [...byMoment.keys()].sort((a, b) => a - b)) {
      this.moveTo(new Date(at));
      await inParallel(byMoment.get(at) ?? []);
    }
  }
}

/** An account known by the time its first step runs. */
export interface Person {
  id: string;
  fullName: string;
  email: string;
}

/** A listing of the demo seller: its name, price and when it is listed and on sale until. */
export interface SellerListing {
  name: string;
  priceUsd: number;
  listedAt: number;
  /** When it stops being on sale (sold), or Infinity. */
  until: number;
}

/** Who and what the history works with; ids are read when a step runs. */
export interface HistoryCast {
  seller: Person;
  buyer: Person;
  visitors: Person[];
  listingId: (name: string) => string;
  now: number;
  next: () => number;
}

/** Views per weekday (Sunday first) against the week's average: quiet weekends, busy Tuesdays. */
const WEEKLY_RHYTHM = [0.45, 1.1, 1.25, 1.2, 1.1, 0.85, 0.5];

const INQUIRIES = [
  { inquiryType: 'offer', message: 'What is the lowest you would take? I can pay by escrow.' },
  { inquiryType: 'question', message: 'Is the name still available, and how old is it?' },
  { inquiryType: 'contact', message: 'We are naming a new product and this fits. Can we talk?' },
  { inquiryType: 'question', message: 'Would you include the matching .net if you have it?' },
  { inquiryType: 'offer', message: 'I could pay half of the asking price this week.' },
] as const;

/** Each listing's 30-day period ends, as the relisting job would end it: relisted or expired. */
export function schedulePeriodEnds(
  app: INestApplicationContext,
  timeline: Timeline,
  listings: { name: string; listedAt: number }[],
  cast: HistoryCast,
) {
  const endPeriod = app.get(EndListingPeriodHandler);
  for (const listing of listings) {
    for (
      let end = listing.listedAt + LISTING_PERIOD_DAYS * DAY;
      end < cast.now;
      end += LISTING_PERIOD_DAYS * DAY
    ) {
      timeline.at(end, () => endPeriod.execute({ listingId: cast.listingId(listing.name) }));
    }
  }
}

/**
 * Visitors open the demo seller's listings on sale, more on weekdays than at weekends and more as
 * the weeks go by, the visits of one hour recorded together at its half; about one view in nine
 * is followed by an inquiry, which the seller answers or archives over the next days. Views are
 * counted once per viewer, listing and day, as RecordView counts them, so each day's visits are
 * distinct.
 */
export function scheduleVisits(
  app: INestApplicationContext,
  timeline: Timeline,
  listings: SellerListing[],
  cast: HistoryCast,
) {
  const views = app.get(RecordViewHandler);
  const submit = app.get(SubmitInquiryHandler);
  const status = app.get(ChangeInquiryStatusHandler);
  const { next, now } = cast;
  const viewers = [...cast.visitors, cast.buyer];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const dayStart = startOfUtcDay(now) - daysAgo * DAY;
    const growth = 5 + 8 * (1 - daysAgo / HISTORY_DAYS);
    const wanted = Math.round(
      WEEKLY_RHYTHM[new Date(dayStart).getUTCDay()] * growth * (0.85 + 0.3 * next()),
    );
    const seen = new Set<string>();
    const visits: { at: number; listing: SellerListing; viewer: number }[] = [];
    for (let attempt = 0; visits.length < wanted && attempt < wanted * 5; attempt += 1) {
      const hour = dayStart + (8 + Math.floor(next() * 14)) * HOUR;
      const onSale = listings.filter(
        (listing) => listing.listedAt < hour && hour + HOUR < listing.until,
      );
      const listing = onSale[Math.floor(next() * onSale.length)];
      const viewer = Math.floor(next() * viewers.length);
      const at = hour + 30 * 60 * 1000;
      if (at >= now || !listing || seen.has(`${listing.name}:${viewer}`)) continue;
      seen.add(`${listing.name}:${viewer}`);
      visits.push({ at, listing, viewer });
    }
    for (const visit of visits) {
      timeline.at(visit.at, () =>
        views.execute({
          listingId: cast.listingId(visit.listing.name),
          viewerId: viewers[visit.viewer].id,
        }),
      );
    }
    const byVisitors = visits.filter((visit) => visit.viewer < cast.visitors.length);
    const inquiries = Math.floor(byVisitors.length * 0.11 + next());
    for (const [index, visit] of byVisitors.slice(0, inquiries).entries()) {
      const at = visit.at + (20 + index) * 60 * 1000;
      const lead = INQUIRIES[Math.floor(next() * INQUIRIES.length)];
      const answer = next();
      if (at >= now) continue;
      const visitor = viewers[visit.viewer];
      let inquiryId = '';
      timeline.at(at, async () => {
        ({ inquiryId } = await submit.execute({
          buyerId: visitor.id,
          listingId: cast.listingId(visit.listing.name),
          buyerName: visitor.fullName,
          buyerEmail: visitor.email,
          message: lead.message,
          inquiryType: lead.inquiryType,
        }));
      });
      const answered = answer < 0.45 ? at + DAY : at + 4 * DAY;
      if (answer < 0.65 && answered < now) {
        timeline.at(answered, () =>
          status.execute({
            inquiryId,
            sellerId: cast.seller.id,
            status: answer < 0.45 ? 'responded' : 'archived',
            notes: answer < 0.45 ? 'Answered by mail.' : undefined,
          }),
        );
      }
    }
  }
}

/**
 * Runs the tasks a few at a time, as visitors arriving together would: commands on one stream
 * queue on its lock (ADR 0022), so none fails for another.
 */
export async function inParallel(tasks: (() => Promise<unknown>)[], width = 4): Promise<void> {
  let taken = 0;
  const worker = async () => {
    while (taken < tasks.length) {
      const task = tasks[taken];
      taken += 1;
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
}

/** A name the demo seller sold in the past: when, for how much, and whether the sale was undone. */
export interface PastSale {
  name: string;
  soldAt: number;
  salePriceUsd: number;
  /** Restored two days after the sale; sold again ten days later when `resold`. */
  restored?: { resold: boolean };
}

/** Sales by hand (Mark as Sold), two of them restored within the 7 days, one of those sold again. */
export function schedulePastSales(
  app: INestApplicationContext,
  timeline: Timeline,
  sales: PastSale[],
  cast: HistoryCast,
) {
  const markSold = app.get(MarkDomainSoldHandler);
  const restore = app.get(RestoreDomainHandler);
  const sell = (sale: PastSale) => () =>
    markSold.execute({
      listingId: cast.listingId(sale.name),
      sellerId: cast.seller.id,
      salePriceUsd: sale.salePriceUsd,
    });
  for (const sale of sales) {
    timeline.at(sale.soldAt, sell(sale));
    if (!sale.restored) continue;
    timeline.at(sale.soldAt + 2 * DAY, () =>
      restore.execute({ listingId: cast.listingId(sale.name), sellerId: cast.seller.id }),
    );
    if (sale.restored.resold) timeline.at(sale.soldAt + 12 * DAY, sell(sale));
  }
}

/** How an offer of the past ends: a negotiation's end, or the stage its deal has reached. */
export type OfferEnd =
  | 'declined'
  | 'withdrawn'
  | 'expired'
  | 'walked-away'
  | 'awaiting-seller'
  | 'agreed'
  | 'escrow_opened'
  | 'payment_secured'
  | 'domain_transferred'
  | 'funds_released'
  | 'completed'
  | 'cancelled'
  | 'overdue';

export interface OfferStory {
  daysAgo: number;
  end: OfferEnd;
}

/** Offers of visitors on the demo seller's names, one of every ending; each deal at its stage. */
export const OFFER_STORIES: OfferStory[] = [
  { daysAgo: 70, end: 'declined' },
  { daysAgo: 62, end: 'withdrawn' },
  { daysAgo: 55, end: 'expired' },
  { daysAgo: 48, end: 'walked-away' },
  { daysAgo: 41, end: 'completed' },
  { daysAgo: 34, end: 'cancelled' },
  { daysAgo: 26, end: 'funds_released' },
  { daysAgo: 17, end: 'domain_transferred' },
  { daysAgo: 7, end: 'overdue' },
  { daysAgo: 4, end: 'payment_secured' },
  { daysAgo: 3, end: 'awaiting-seller' },
  { daysAgo: 2.5, end: 'escrow_opened' },
  { daysAgo: 1, end: 'agreed' },
];

/** The stages a deal walks through, each some days after the offer, and the side that moves it. */
const DEAL_STAGES = [
  { stage: 'escrow_opened', after: 0.8, by: 'buyer' },
  { stage: 'payment_secured', after: 1.2, by: 'seller' },
  { stage: 'domain_transferred', after: 2, by: 'seller' },
  { stage: 'funds_released', after: 2.5, by: 'buyer' },
  { stage: 'completed', after: 3, by: 'seller' },
] as const;
/** When the seller accepts, after the offer; the payment is due 3 days later (ADR 0026). */
const ACCEPTED_AFTER = 0.5;
const PAYMENT_DAYS = 3;
const ENDS_IN_A_DEAL = new Set<OfferEnd>([
  'agreed',
  ...DEAL_STAGES.map((step) => step.stage),
  'cancelled',
  'overdue',
]);

/** When the listing of `story` stops being on sale: the seller accepted, so it is sold. */
export function soldByStory(story: OfferStory, now: number): number {
  return ENDS_IN_A_DEAL.has(story.end)
    ? now - story.daysAgo * DAY + ACCEPTED_AFTER * DAY
    : Infinity;
}

/**
 * Each story as the parties would play it: the offer, the seller's or buyer's answer, the offer's
 * expiry at its deadline (as the offers job would expire it), and for a deal its stages, its
 * reminder and missed deadline (as the deal clock would append them), and the cancel the waiting
 * seller may make then.
 */
export function scheduleOffers(
  app: INestApplicationContext,
  timeline: Timeline,
  stories: { story: OfferStory; listing: SellerListing; buyer: Person }[],
  cast: HistoryCast,
) {
  const make = app.get(MakeOfferHandler);
  const counter = app.get(CounterOfferHandler);
  const accept = app.get(AcceptOfferHandler);
  const decline = app.get(DeclineOfferHandler);
  const withdraw = app.get(WithdrawOfferHandler);
  const expire = app.get(ExpireOfferHandler);
  const stages = app.get(UpdateTimelineStageHandler);
  const dealClock = app.get(RunDealClockHandler);
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const { seller } = cast;
  for (const { story, listing, buyer } of stories) {
    const made = cast.now - story.daysAgo * DAY;
    const at = (days: number) => made + days * DAY;
    const cents = (share: number) => Math.round(listing.priceUsd * 100 * share);
    let offerId = '';
    const timelineId = async () => {
      const [row] = await dataSource.query<{ id: string }[]>(
        `select id from deal_timelines where offer_id = $1`,
        [offerId],
      );
      return row.id;
    };
    const dueAt = async (column: 'payment_due_at') => {
      const [row] = await dataSource.query<Record<string, Date>[]>(
        `select ${column} from deal_timelines where offer_id = $1`,
        [offerId],
      );
      return String(new Date(row[column]).getTime());
    };
    timeline.at(made, async () => {
      ({ offerId } = await make.execute({
        buyerId: buyer.id,
        listingId: cast.listingId(listing.name),
        amountCents: cents(0.75),
        message: 'I like this name. Would this work for you?',
      }));
    });
    switch (story.end) {
      case 'awaiting-seller':
        continue;
      case 'declined':
        timeline.at(at(0.8), () =>
          decline.execute({ offerId, callerId: seller.id, reason: 'too_low' }),
        );
        continue;
      case 'withdrawn':
        timeline.at(at(1), () => withdraw.execute({ offerId, callerId: buyer.id }));
        continue;
      case 'expired':
        timeline.at(at(7) + 60_000, async () => {
          const [row] = await dataSource.query<{ expires_at: Date }[]>(
            `select expires_at from offers where id = $1`,
            [offerId],
          );
          await expire.execute({ offerId, deadline: String(new Date(row.expires_at).getTime()) });
        });
        continue;
      case 'walked-away':
        timeline.at(at(1), () =>
          counter.execute({ offerId, callerId: seller.id, amountCents: cents(0.95) }),
        );
        timeline.at(at(2), () => decline.execute({ offerId, callerId: buyer.id }));
        continue;
      default:
        break;
    }
    if (story.end === 'funds_released') {
      timeline.at(at(0.3), () =>
        counter.execute({ offerId, callerId: seller.id, amountCents: cents(0.9) }),
      );
      timeline.at(at(ACCEPTED_AFTER), () => accept.execute({ offerId, callerId: buyer.id }));
    } else {
      timeline.at(at(ACCEPTED_AFTER), () => accept.execute({ offerId, callerId: seller.id }));
    }
    const reached = DEAL_STAGES.findIndex((step) => step.stage === story.end);
    for (const step of DEAL_STAGES.slice(0, reached + 1)) {
      timeline.at(at(step.after), async () =>
        stages.execute({
          timelineId: await timelineId(),
          callerId: step.by === 'seller' ? seller.id : buyer.id,
          stage: step.stage,
        }),
      );
    }
    if (story.end !== 'overdue' && story.end !== 'cancelled') continue;
    const due = at(ACCEPTED_AFTER + PAYMENT_DAYS);
    for (const [kind, moment] of [
      ['remind', due - DAY],
      ['miss', due],
    ] as const) {
      timeline.at(moment + 60_000, async () =>
        dealClock.execute({
          timelineId: await timelineId(),
          deadline: 'payment',
          kind,
          dueAt: await dueAt('payment_due_at'),
        }),
      );
    }
    if (story.end === 'cancelled') {
      timeline.at(due + 6 * HOUR, async () =>
        stages.execute({
          timelineId: await timelineId(),
          callerId: seller.id,
          stage: 'cancelled',
          notes: 'No payment by the deadline.',
        }),
      );
    }
  }
}

/**
 * The demo buyer saves two searches and watches three names; the seller lowers one price. The
 * alerts follow: instant matches and the price drop as the watchlists' jobs send them, and the
 * daily digest each morning, as the digest job would send it.
 */
export function scheduleWatchlist(
  app: INestApplicationContext,
  timeline: Timeline,
  watched: Omit<SellerListing, 'until'>[],
  cast: HistoryCast,
) {
  const save = app.get(SaveSearchHandler);
  const watch = app.get(WatchListingHandler);
  const update = app.get(UpdateListingHandler);
  const send = app.get(SendAlertHandler);
  const buyerId = () => cast.buyer.id;
  const savedAt = startOfUtcDay(cast.now) - 80 * DAY + 19 * HOUR;
  timeline.at(savedAt, () =>
    save.execute({
      buyerId: buyerId(),
      name: 'Technology names',
      url: '/marketplace?category=Technology',
      frequency: 'daily',
    }),
  );
  timeline.at(savedAt + HOUR, () =>
    save.execute({
      buyerId: buyerId(),
      name: 'Short names',
      url: '/marketplace?category=Short',
      frequency: 'instant',
    }),
  );
  for (let day = startOfUtcDay(savedAt) + DAY; day < cast.now; day += DAY) {
    const date = new Date(day).toISOString().slice(0, 10);
    timeline.at(day + 7 * HOUR, () =>
      send.execute({
        buyerId: buyerId(),
        mode: 'digest',
        commandId: `digest:${date}:${buyerId()}`,
      }),
    );
  }
  const watchedAt = cast.now - 20 * DAY;
  for (const listing of watched) {
    timeline.at(Math.max(watchedAt, listing.listedAt + HOUR), () =>
      watch.execute({ buyerId: buyerId(), listingId: cast.listingId(listing.name) }),
    );
  }
  const [lowered] = watched;
  timeline.at(cast.now - 9 * DAY, () =>
    update.execute({
      listingId: cast.listingId(lowered.name),
      sellerId: cast.seller.id,
      priceUsd: Math.max(1, Math.round(lowered.priceUsd * 0.8)),
    }),
  );
}
