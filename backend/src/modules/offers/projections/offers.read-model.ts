import { type RecordedEvent } from '../../../platform/event-store/event';
import { defineReadModel, defineTable } from '../../../platform/projections/read-model';
import { type OfferRules } from '../model/offer-rules';
import {
  type DefaultOfferRulesSet,
  type ListingOffersEvent,
  OFFER_EVENT_TYPES,
} from '../model/offer.events';

type OfferEvent = ListingOffersEvent | DefaultOfferRulesSet;
type Data<T extends OfferEvent['type']> = Extract<OfferEvent, { type: T }>['data'];

type OfferRow = {
  id: string;
  listing_id: string;
  seller_id: string;
  buyer_id: string;
  domain_name: string;
  status: string;
  amount_cents: number;
  first_amount_cents: number;
  listed_price_cents: number;
  floor_cents: number | null;
  below_floor: boolean;
  decline_reason: string | null;
  timeline_id: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
  version: number;
};

type MoveRow = {
  offer_id: string;
  position: number;
  move: string;
  by_role: string;
  amount_cents: number | null;
  reason: string | null;
  event_id: string;
  at: string;
};

type RulesColumns = {
  offers_allowed: boolean;
  floor_cents: number | null;
  buy_now_cents: number | null;
  decline_message: string | null;
  payment_days: number;
  transfer_days: number;
  updated_at: string;
  version: number;
};

const RULES_COLUMNS = [
  'offers_allowed',
  'floor_cents',
  'buy_now_cents',
  'decline_message',
  'payment_days',
  'transfer_days',
  'updated_at',
  'version',
] as const satisfies readonly (keyof RulesColumns)[];

/** The events of one offer's negotiation. */
const NEGOTIATION_TYPES: ReadonlySet<string> = new Set([
  'offers.OfferMade',
  'offers.OfferCountered',
  'offers.OfferAccepted',
  'offers.OfferDeclined',
  'offers.OfferWithdrawn',
  'offers.OfferExpired',
] satisfies OfferEvent['type'][]);

const offerIdOf = (data: unknown) => (data as { offerId: string }).offerId;
const positionOf = (event: RecordedEvent) => Number(event.streamPosition);

function rulesColumns(rules: OfferRules, setAt: string, version: number): RulesColumns {
  return {
    offers_allowed: rules.offersAllowed,
    floor_cents: rules.floorCents,
    buy_now_cents: rules.buyNowCents,
    decline_message: rules.declineMessage,
    payment_days: rules.paymentDays,
    transfer_days: rules.transferDays,
    updated_at: setAt,
    version,
  };
}

/** The offer after one of its events; one the row has already seen changes nothing. */
function evolveOffer(offer: OfferRow | undefined, recorded: RecordedEvent): OfferRow | undefined {
  const event = { type: recorded.type, data: recorded.data } as OfferEvent;
  const version = positionOf(recorded);
  if (event.type === 'offers.OfferMade') {
    const d = event.data;
    const floor = d.rules.floorCents;
    return (
      offer ?? {
        id: d.offerId,
        listing_id: d.listingId,
        seller_id: d.sellerId,
        buyer_id: d.buyerId,
        domain_name: d.domainName,
        status: 'awaiting_seller',
        amount_cents: d.amountCents,
        first_amount_cents: d.amountCents,
        listed_price_cents: d.listedPriceCents,
        floor_cents: floor,
        below_floor: floor !== null && d.amountCents < floor,
        decline_reason: null,
        timeline_id: null,
        expires_at: d.expiresAt,
        created_at: d.madeAt,
        updated_at: d.madeAt,
        version,
      }
    );
  }
  if (!offer || offer.version >= version) return offer;
  const closed = (status: string, at: string) => ({ ...offer, status, updated_at: at, version });
  switch (event.type) {
    case 'offers.OfferCountered': {
      const d = event.data;
      return {
        ...closed(d.by === 'seller' ? 'awaiting_buyer' : 'awaiting_seller', d.counteredAt),
        amount_cents: d.amountCents,
        below_floor: offer.floor_cents !== null && d.amountCents < offer.floor_cents,
        expires_at: d.expiresAt,
      };
    }
    case 'offers.OfferAccepted':
      return {
        ...closed('accepted', event.data.acceptedAt),
        amount_cents: event.data.amountCents,
        timeline_id: event.data.timelineId,
      };
    case 'offers.OfferDeclined':
      return { ...closed('declined', event.data.declinedAt), decline_reason: event.data.reason };
    case 'offers.OfferWithdrawn':
      return closed('withdrawn', event.data.withdrawnAt);
    case 'offers.OfferExpired':
      return closed('expired', event.data.expiredAt);
    default:
      return offer;
  }
}

/** The move an event of an offer adds to its history. */
function moveOf(recorded: RecordedEvent): MoveRow | undefined {
  const event = { type: recorded.type, data: recorded.data } as OfferEvent;
  const row = (
    offerId: string,
    move: Pick<MoveRow, 'move' | 'by_role' | 'at'> & Partial<MoveRow>,
  ): MoveRow => ({
    offer_id: offerId,
    position: positionOf(recorded),
    amount_cents: null,
    reason: null,
    event_id: recorded.eventId,
    ...move,
  });
  switch (event.type) {
    case 'offers.OfferMade':
      return row(event.data.offerId, {
        move: 'offer',
        by_role: 'buyer',
        amount_cents: event.data.amountCents,
        at: event.data.madeAt,
      });
    case 'offers.OfferCountered':
      return row(event.data.offerId, {
        move: 'counter',
        by_role: event.data.by,
        amount_cents: event.data.amountCents,
        at: event.data.counteredAt,
      });
    case 'offers.OfferAccepted':
      return row(event.data.offerId, {
        move: 'accepted',
        by_role: event.data.by,
        amount_cents: event.data.amountCents,
        at: event.data.acceptedAt,
      });
    case 'offers.OfferDeclined':
      return row(event.data.offerId, {
        move: 'declined',
        by_role: event.data.by,
        reason: event.data.reason,
        at: event.data.declinedAt,
      });
    case 'offers.OfferWithdrawn':
      return row(event.data.offerId, {
        move: 'withdrawn',
        by_role: 'buyer',
        at: event.data.withdrawnAt,
      });
    case 'offers.OfferExpired':
      return row(event.data.offerId, {
        move: 'expired',
        by_role: 'system',
        at: event.data.expiredAt,
      });
    default:
      return undefined;
  }
}

/**
 * `offers` (each negotiation as it stands), `offer_moves` (its history, keyed by stream position),
 * `offer_rules` (each listing's own rules) and `offer_default_rules` (each seller's defaults).
 * Each row keeps the stream position it reflects and ignores anything at or below it. Inline.
 */
export const offersReadModel = defineReadModel({
  name: 'offers.offers',
  eventTypes: OFFER_EVENT_TYPES,
  tables: [
    defineTable<OfferRow>({
      table: 'offers',
      columns: [
        'id',
        'listing_id',
        'seller_id',
        'buyer_id',
        'domain_name',
        'status',
        'amount_cents',
        'first_amount_cents',
        'listed_price_cents',
        'floor_cents',
        'below_floor',
        'decline_reason',
        'timeline_id',
        'expires_at',
        'created_at',
        'updated_at',
        'version',
      ],
      key: ['id'],
      madeBy: ['offers.OfferMade'],
      keysOf: (event) => (NEGOTIATION_TYPES.has(event.type) ? [{ id: offerIdOf(event.data) }] : []),
      evolve: (offer, event) => evolveOffer(offer, event),
    }),
    defineTable<MoveRow>({
      table: 'offer_moves',
      columns: [
        'offer_id',
        'position',
        'move',
        'by_role',
        'amount_cents',
        'reason',
        'event_id',
        'at',
      ],
      key: ['offer_id', 'position'],
      appendOnly: true,
      keysOf(event) {
        const move = moveOf(event as RecordedEvent);
        return move ? [{ offer_id: move.offer_id, position: move.position }] : [];
      },
      evolve: (_move, event) => moveOf(event),
    }),
    defineTable<{ listing_id: string; seller_id: string } & RulesColumns>({
      table: 'offer_rules',
      columns: ['listing_id', 'seller_id', ...RULES_COLUMNS],
      key: ['listing_id'],
      keysOf: (event) =>
        event.type === 'offers.OfferRulesSet'
          ? [{ listing_id: (event.data as Data<'offers.OfferRulesSet'>).listingId }]
          : [],
      evolve(rules, event) {
        const {
          listingId,
          sellerId,
          rules: set,
          setAt,
        } = event.data as Data<'offers.OfferRulesSet'>;
        const version = positionOf(event);
        return rules && rules.version >= version
          ? rules
          : { listing_id: listingId, seller_id: sellerId, ...rulesColumns(set, setAt, version) };
      },
    }),
    defineTable<{ seller_id: string } & RulesColumns>({
      table: 'offer_default_rules',
      columns: ['seller_id', ...RULES_COLUMNS],
      key: ['seller_id'],
      keysOf: (event) =>
        event.type === 'offers.DefaultOfferRulesSet'
          ? [{ seller_id: (event.data as Data<'offers.DefaultOfferRulesSet'>).sellerId }]
          : [],
      evolve(rules, event) {
        const { sellerId, rules: set, setAt } = event.data as Data<'offers.DefaultOfferRulesSet'>;
        const version = positionOf(event);
        return rules && rules.version >= version
          ? rules
          : { seller_id: sellerId, ...rulesColumns(set, setAt, version) };
      },
    }),
  ],
});
