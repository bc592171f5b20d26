import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { ListingNotFoundError, listingSummary } from '../../listings';
import { type OfferRulesView, type OfferTerms } from '../http/offer-rules.response.dto';
import { belowMinimumAnswer } from '../offer-mails';
import { DEFAULT_OFFER_RULES, OFFER_BINDING_DAYS, type OfferRules } from '../model/offer-rules';

interface RulesRow {
  offers_allowed: boolean;
  floor_cents: number | null;
  buy_now_cents: number | null;
  decline_message: string | null;
  payment_days: number;
  transfer_days: number;
}

const RULES =
  'offers_allowed, floor_cents, buy_now_cents, decline_message, payment_days, transfer_days';

/** The rules that apply to a listing: its own, else its seller's default, else the site's. */
@Injectable()
export class OfferRulesReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async ofListing(listingId: string, sellerId: string): Promise<OfferRulesView> {
    const listing = await listingSummary(this.dataSource, listingId);
    if (!listing || listing.sellerId !== sellerId) throw new ListingNotFoundError();
    const { rules, source } = await this.rulesOf(listingId, sellerId);
    return view(listingId, source, rules);
  }

  async defaults(sellerId: string): Promise<OfferRulesView> {
    const [row] = await this.dataSource.query<RulesRow[]>(
      `select ${RULES} from offer_default_rules where seller_id = $1`,
      [sellerId],
    );
    return view(null, 'default', row ? rulesOf(row) : DEFAULT_OFFER_RULES);
  }

  /** What a buyer may know: whether offers are taken, Buy Now and the deadlines; no minimum. */
  async terms(listingId: string, callerId: string): Promise<OfferTerms> {
    const listing = await listingSummary(this.dataSource, listingId);
    if (!listing || !['active', 'sold', 'expired'].includes(listing.status))
      throw new ListingNotFoundError();
    const { rules } = await this.rulesOf(listingId, listing.sellerId);
    const now = this.clock.now();
    const onMarketplace =
      listing.status === 'active' &&
      (listing.autoRelist || new Date(listing.expiresAt).getTime() > now.getTime());
    const [open] = await this.dataSource.query<{ id: string }[]>(
      `select id from offers where listing_id = $1 and buyer_id = $2
          and status in ('awaiting_seller', 'awaiting_buyer') and expires_at > $3
        limit 1`,
      [listingId, callerId, now],
    );
    return {
      listing_id: listingId,
      domain_name: listing.name,
      price: listing.priceCents / 100,
      offers_allowed: onMarketplace && rules.offersAllowed,
      buy_now: rules.buyNowCents === null ? null : rules.buyNowCents / 100,
      payment_days: rules.paymentDays,
      transfer_days: rules.transferDays,
      binding_days: OFFER_BINDING_DAYS,
      own_listing: listing.sellerId === callerId,
      open_offer_id: open?.id ?? null,
    };
  }

  private async rulesOf(
    listingId: string,
    sellerId: string,
  ): Promise<{ rules: OfferRules; source: 'listing' | 'default' }> {
    const [own] = await this.dataSource.query<RulesRow[]>(
      `select ${RULES} from offer_rules where listing_id = $1`,
      [listingId],
    );
    if (own) return { rules: rulesOf(own), source: 'listing' };
    const [fallback] = await this.dataSource.query<RulesRow[]>(
      `select ${RULES} from offer_default_rules where seller_id = $1`,
      [sellerId],
    );
    return { rules: fallback ? rulesOf(fallback) : DEFAULT_OFFER_RULES, source: 'default' };
  }
}

function rulesOf(row: RulesRow): OfferRules {
  return {
    offersAllowed: row.offers_allowed,
    floorCents: row.floor_cents,
    buyNowCents: row.buy_now_cents,
    declineMessage: row.decline_message,
    paymentDays: row.payment_days,
    transferDays: row.transfer_days,
  };
}

function view(
  listingId: string | null,
  source: 'listing' | 'default',
  rules: OfferRules,
): OfferRulesView {
  return {
    listing_id: listingId,
    source,
    offers_allowed: rules.offersAllowed,
    minimum: rules.floorCents === null ? null : rules.floorCents / 100,
    buy_now: rules.buyNowCents === null ? null : rules.buyNowCents / 100,
    decline_message: rules.declineMessage,
    effective_decline_message: belowMinimumAnswer(rules),
    payment_days: rules.paymentDays,
    transfer_days: rules.transferDays,
  };
}
