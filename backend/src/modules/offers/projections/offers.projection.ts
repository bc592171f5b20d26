import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { type OfferRules } from '../model/offer-rules';
import {
  type DefaultOfferRulesSet,
  type ListingOffersEvent,
  OFFER_EVENT_TYPES,
} from '../model/offer.events';

type OfferEvent = ListingOffersEvent | DefaultOfferRulesSet;

/**
 * `offers` (each negotiation as it stands), `offer_moves` (its history, keyed by stream position),
 * `offer_rules` (each listing's own rules) and `offer_default_rules` (each seller's defaults).
 * Each row keeps the stream position it reflects and ignores anything at or below it.
 */
@Injectable()
export class OffersProjection implements Projection {
  readonly name = 'offers.offers';
  readonly eventTypes = OFFER_EVENT_TYPES;
  readonly tables = ['offers', 'offer_moves', 'offer_rules', 'offer_default_rules'] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as OfferEvent;
      const position = String(recorded.streamPosition);
      const move = (offerId: string, values: Omit<Move, 'offerId' | 'position' | 'eventId'>) =>
        this.recordMove(manager, { offerId, position, eventId: recorded.eventId, ...values });
      switch (event.type) {
        case 'offers.OfferRulesSet': {
          const { listingId, sellerId, rules, setAt } = event.data;
          await manager.query(
            `insert into offer_rules (listing_id, seller_id, ${RULE_COLUMNS}, updated_at, version)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
             on conflict (listing_id) do update set
               offers_allowed = excluded.offers_allowed, floor_cents = excluded.floor_cents,
               buy_now_cents = excluded.buy_now_cents, decline_message = excluded.decline_message,
               payment_days = excluded.payment_days, transfer_days = excluded.transfer_days,
               updated_at = excluded.updated_at, version = excluded.version
             where offer_rules.version < excluded.version`,
            [listingId, sellerId, ...ruleValues(rules), setAt, position],
          );
          break;
        }
        case 'offers.DefaultOfferRulesSet': {
          const { sellerId, rules, setAt } = event.data;
          await manager.query(
            `insert into offer_default_rules (seller_id, ${RULE_COLUMNS}, updated_at, version)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
             on conflict (seller_id) do update set
               offers_allowed = excluded.offers_allowed, floor_cents = excluded.floor_cents,
               buy_now_cents = excluded.buy_now_cents, decline_message = excluded.decline_message,
               payment_days = excluded.payment_days, transfer_days = excluded.transfer_days,
               updated_at = excluded.updated_at, version = excluded.version
             where offer_default_rules.version < excluded.version`,
            [sellerId, ...ruleValues(rules), setAt, position],
          );
          break;
        }
        case 'offers.OfferMade': {
          const data = event.data;
          const floor = data.rules.floorCents;
          await manager.query(
            `insert into offers (id, listing_id, seller_id, buyer_id, status, amount_cents,
               first_amount_cents, listed_price_cents, floor_cents, below_floor, expires_at,
               created_at, updated_at, version, domain_name)
             values ($1, $2, $3, $4, 'awaiting_seller', $5, $5, $6, $7, $8, $9, $10, $10, $11, $12)
             on conflict (id) do nothing`,
            [
              data.offerId,
              data.listingId,
              data.sellerId,
              data.buyerId,
              data.amountCents,
              data.listedPriceCents,
              floor,
              floor !== null && data.amountCents < floor,
              data.expiresAt,
              data.madeAt,
              position,
              data.domainName,
            ],
          );
          await move(data.offerId, {
            move: 'offer',
            by: 'buyer',
            amountCents: data.amountCents,
            at: data.madeAt,
          });
          break;
        }
        case 'offers.OfferCountered': {
          const { offerId, by, amountCents, counteredAt, expiresAt } = event.data;
          await manager.query(
            `update offers set status = $3, amount_cents = $4,
                    below_floor = floor_cents is not null and $4 < floor_cents,
                    expires_at = $5, updated_at = $6, version = $2
              where id = $1 and version < $2`,
            [
              offerId,
              position,
              by === 'seller' ? 'awaiting_buyer' : 'awaiting_seller',
              amountCents,
              expiresAt,
              counteredAt,
            ],
          );
          await move(offerId, { move: 'counter', by, amountCents, at: counteredAt });
          break;
        }
        case 'offers.OfferAccepted': {
          const { offerId, by, amountCents, timelineId, acceptedAt } = event.data;
          await this.close(manager, offerId, position, 'accepted', acceptedAt, {
            amountCents,
            timelineId,
          });
          await move(offerId, { move: 'accepted', by, amountCents, at: acceptedAt });
          break;
        }
        case 'offers.OfferDeclined': {
          const { offerId, by, reason, declinedAt } = event.data;
          await this.close(manager, offerId, position, 'declined', declinedAt, { reason });
          await move(offerId, { move: 'declined', by, reason, at: declinedAt });
          break;
        }
        case 'offers.OfferWithdrawn': {
          const { offerId, withdrawnAt } = event.data;
          await this.close(manager, offerId, position, 'withdrawn', withdrawnAt);
          await move(offerId, { move: 'withdrawn', by: 'buyer', at: withdrawnAt });
          break;
        }
        case 'offers.OfferExpired': {
          const { offerId, expiredAt } = event.data;
          await this.close(manager, offerId, position, 'expired', expiredAt);
          await move(offerId, { move: 'expired', by: 'system', at: expiredAt });
          break;
        }
        default: {
          const unknown: never = event;
          return unknown;
        }
      }
    }
  }

  private async close(
    manager: EntityManager,
    offerId: string,
    position: string,
    status: string,
    at: string,
    extra: { amountCents?: number; timelineId?: string; reason?: string } = {},
  ): Promise<void> {
    await manager.query(
      `update offers set status = $3, updated_at = $4, version = $2,
              amount_cents = coalesce($5, amount_cents), timeline_id = coalesce($6, timeline_id),
              decline_reason = coalesce($7, decline_reason)
        where id = $1 and version < $2`,
      [
        offerId,
        position,
        status,
        at,
        extra.amountCents ?? null,
        extra.timelineId ?? null,
        extra.reason ?? null,
      ],
    );
  }

  private async recordMove(manager: EntityManager, move: Move): Promise<void> {
    await manager.query(
      `insert into offer_moves (offer_id, position, move, by_role, amount_cents, reason, event_id, at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (offer_id, position) do nothing`,
      [
        move.offerId,
        move.position,
        move.move,
        move.by,
        move.amountCents ?? null,
        move.reason ?? null,
        move.eventId,
        move.at,
      ],
    );
  }
}

interface Move {
  offerId: string;
  position: string;
  eventId: string;
  move: string;
  by: string;
  amountCents?: number;
  reason?: string;
  at: string;
}

const RULE_COLUMNS =
  'offers_allowed, floor_cents, buy_now_cents, decline_message, payment_days, transfer_days';

function ruleValues(rules: OfferRules): unknown[] {
  return [
    rules.offersAllowed,
    rules.floorCents,
    rules.buyNowCents,
    rules.declineMessage,
    rules.paymentDays,
    rules.transferDays,
  ];
}
