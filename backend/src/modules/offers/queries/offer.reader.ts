import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { paginationOf } from '../../../platform/http/pagination.dto';
import { isUuid } from '../../../platform/ids/uuid';
import { UserDirectory } from '../../identity';
import { type Offer, type OfferHistoryEntry, type OffersPage } from '../http/offer.response.dto';
import { belowMinimumAnswer } from '../offer-mails';
import { offerAgainAt } from '../model/negotiations';
import { OfferNotFoundError } from '../model/offer.errors';
import {
  DECLINE_REASON_LABELS,
  type DeclineReason,
  type OfferMove,
  type OfferRole,
  type OfferStatus,
} from '../model/offer-rules';

interface OfferRow {
  id: string;
  listing_id: string;
  seller_id: string;
  buyer_id: string;
  domain_name: string;
  status: OfferStatus;
  amount_cents: number;
  first_amount_cents: number;
  listed_price_cents: number;
  floor_cents: number | null;
  below_floor: boolean;
  decline_reason: DeclineReason | null;
  timeline_id: string | null;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
  decline_message: string | null;
}

interface MoveRow {
  offer_id: string;
  move: OfferMove;
  by_role: OfferRole | 'system';
  amount_cents: number | null;
  reason: DeclineReason | null;
  message: string | null;
  at: Date;
}

/** Which of a party's offers to list: open (awaiting an answer), closed, or all. */
export type OfferListStatus = 'open' | 'closed' | 'all';

export interface OfferListFilter {
  role: OfferRole;
  callerId: string;
  status: OfferListStatus;
  listingId?: string;
  /** Seller only: include offers below the minimum (hidden by default). */
  lowballs?: boolean;
  page: number;
  limit: number;
}

const SELECT = `select o.*, r.decline_message from offers o
  left join offer_rules r on r.listing_id = o.listing_id`;
const OPEN = `o.status in ('awaiting_seller', 'awaiting_buyer') and o.expires_at > $2`;

/**
 * Offers as their two parties see them. An open offer past its deadline reads as expired before
 * its job has run. The seller's minimum (and whether an amount is below it) is in the seller's
 * view only; the buyer of an offer declined below it gets the seller's answer and the reason.
 */
@Injectable()
export class OfferReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly clock: Clock,
  ) {}

  async find(offerId: string, callerId: string, manager?: EntityManager): Promise<Offer> {
    if (!isUuid(offerId)) throw new OfferNotFoundError();
    const [row] = await (manager ?? this.dataSource.manager).query<OfferRow[]>(
      `${SELECT} where o.id = $1 and $2 in (o.buyer_id, o.seller_id)`,
      [offerId, callerId],
    );
    if (!row) throw new OfferNotFoundError();
    const [offer] = await this.views([row], callerId === row.seller_id ? 'seller' : 'buyer');
    return offer;
  }

  async page(filter: OfferListFilter): Promise<OffersPage> {
    const params: unknown[] = [filter.callerId];
    const conditions = [`${filter.role === 'seller' ? 'o.seller_id' : 'o.buyer_id'} = $1`];
    if (filter.status !== 'all') {
      params.push(this.clock.now());
      conditions.push(filter.status === 'open' ? OPEN : `not (${OPEN})`);
    }
    if (filter.listingId) {
      params.push(filter.listingId);
      conditions.push(`o.listing_id = $${params.length}`);
    }
    if (filter.role === 'seller' && !filter.lowballs) conditions.push(`not o.below_floor`);
    const where = conditions.join(' and ');
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `select count(*)::int as total from offers o where ${where}`,
      params,
    );
    const rows = await this.dataSource.query<OfferRow[]>(
      `${SELECT} where ${where} order by o.updated_at desc, o.id
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    );
    return {
      offers: await this.views(rows, filter.role),
      pagination: paginationOf(filter.page, filter.limit, total),
    };
  }

  private async views(rows: OfferRow[], role: OfferRole): Promise<Offer[]> {
    if (rows.length === 0) return [];
    const now = this.clock.now();
    const moves = await this.dataSource.query<MoveRow[]>(
      `select m.offer_id, m.move, m.by_role, m.amount_cents, m.reason, m.at, om.message
         from offer_moves m left join offer_messages om on om.event_id = m.event_id
        where m.offer_id = any($1::uuid[]) order by m.offer_id, m.position`,
      [rows.map((row) => row.id)],
    );
    const instantDeclines =
      role === 'seller' ? await this.instantDeclines(rows) : new Map<string, number>();
    const buyers =
      role === 'seller'
        ? new Map(
            await Promise.all(
              [...new Set(rows.map((row) => row.buyer_id))].map(
                async (id) => [id, (await this.users.find(id))?.fullName ?? null] as const,
              ),
            ),
          )
        : new Map<string, string | null>();
    return rows.map((row) => {
      const status = statusAt(row, now);
      const turn =
        status === 'awaiting_seller' ? 'seller' : status === 'awaiting_buyer' ? 'buyer' : null;
      const history = moves.filter((move) => move.offer_id === row.id).map(historyEntry);
      return {
        id: row.id,
        listing_id: row.listing_id,
        domain_name: row.domain_name,
        listed_price: usd(row.listed_price_cents),
        role,
        status,
        amount: usd(row.amount_cents),
        first_amount: usd(row.first_amount_cents),
        turn,
        your_turn: turn === role,
        expires_at: new Date(row.expires_at).toISOString(),
        decline_reason: row.decline_reason,
        decline_reason_label: row.decline_reason ? DECLINE_REASON_LABELS[row.decline_reason] : null,
        answer:
          row.decline_reason === 'below_minimum'
            ? belowMinimumAnswer({ declineMessage: row.decline_message })
            : null,
        offer_again_at:
          row.decline_reason === 'below_minimum'
            ? offerAgainAt(new Date(row.updated_at)).toISOString()
            : null,
        deal_id: row.timeline_id,
        buyer_name: role === 'seller' ? (buyers.get(row.buyer_id) ?? null) : null,
        minimum: role === 'seller' && row.floor_cents !== null ? usd(row.floor_cents) : null,
        below_minimum: role === 'seller' ? row.below_floor : null,
        instant_declines:
          role === 'seller' ? (instantDeclines.get(buyerOnListing(row)) ?? 0) : null,
        history,
        created_at: new Date(row.created_at).toISOString(),
        updated_at: new Date(row.updated_at).toISOString(),
      };
    });
  }

  /**
   * How many offers of each row's buyer on its listing the minimum declined at once, keyed by
   * `buyerOnListing`: the seller sees a buyer feeling for the minimum.
   */
  private async instantDeclines(rows: OfferRow[]): Promise<Map<string, number>> {
    const counts = await this.dataSource.query<
      { listing_id: string; buyer_id: string; declines: number }[]
    >(
      `select o.listing_id, o.buyer_id, count(*)::int as declines
         from offers o
         join unnest($1::uuid[], $2::uuid[]) as asked(listing_id, buyer_id)
           on asked.listing_id = o.listing_id and asked.buyer_id = o.buyer_id
        where o.decline_reason = 'below_minimum'
        group by o.listing_id, o.buyer_id`,
      [rows.map((row) => row.listing_id), rows.map((row) => row.buyer_id)],
    );
    return new Map(counts.map((count) => [buyerOnListing(count), count.declines]));
  }
}

const buyerOnListing = (row: { listing_id: string; buyer_id: string }) =>
  `${row.listing_id}:${row.buyer_id}`;

function statusAt(row: Pick<OfferRow, 'status' | 'expires_at'>, now: Date): OfferStatus {
  const open = row.status === 'awaiting_seller' || row.status === 'awaiting_buyer';
  return open && new Date(row.expires_at).getTime() <= now.getTime() ? 'expired' : row.status;
}

function historyEntry(move: MoveRow): OfferHistoryEntry {
  return {
    move: move.move,
    by: move.by_role,
    amount: move.amount_cents === null ? null : usd(move.amount_cents),
    reason: move.reason,
    reason_label: move.reason ? DECLINE_REASON_LABELS[move.reason] : null,
    message: move.message,
    at: new Date(move.at).toISOString(),
  };
}

const usd = (cents: number) => cents / 100;
