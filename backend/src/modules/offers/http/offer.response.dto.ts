import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../../../platform/http/pagination.dto';
import {
  DECLINE_REASONS,
  type DeclineReason,
  OFFER_MOVES,
  OFFER_ROLES,
  OFFER_STATUSES,
  type OfferMove,
  type OfferRole,
  type OfferStatus,
} from '../model/offer-rules';

/** One move of a negotiation: an offer, a counter, or how it ended. */
export class OfferHistoryEntry {
  @ApiProperty({ enum: OFFER_MOVES })
  move!: OfferMove;

  @ApiProperty({
    enum: [...OFFER_ROLES, 'system'],
    description: 'system: the seller’s rules or a sale',
  })
  by!: OfferRole | 'system';

  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'USD, for offers, counters and acceptances',
  })
  amount!: number | null;

  @ApiProperty({ enum: DECLINE_REASONS, nullable: true, type: String })
  reason!: DeclineReason | null;

  @ApiProperty({ nullable: true, type: String, example: "below the seller's minimum" })
  reason_label!: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'What the maker of the move wrote' })
  message!: string | null;

  @ApiProperty({ format: 'date-time' })
  at!: string;
}

/** A negotiation about one listing between its seller and one buyer. */
export class Offer {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  listing_id!: string;

  @ApiProperty({ example: 'cloudly.io' })
  domain_name!: string;

  @ApiProperty({ description: 'The listed price when the offer was made, USD', example: 149 })
  listed_price!: number;

  @ApiProperty({ enum: OFFER_ROLES, description: 'The caller’s side' })
  role!: OfferRole;

  @ApiProperty({
    enum: OFFER_STATUSES,
    description: 'An open offer past its deadline is expired, whether or not the job has run',
  })
  status!: OfferStatus;

  @ApiProperty({
    description: 'The amount on the table: the last offer or counter, USD',
    example: 120,
  })
  amount!: number;

  @ApiProperty({ description: 'The buyer’s first offer, USD', example: 120 })
  first_amount!: number;

  @ApiProperty({
    enum: OFFER_ROLES,
    nullable: true,
    type: String,
    description: 'Whose answer the offer awaits; null once it is over',
  })
  turn!: OfferRole | null;

  @ApiProperty({ description: 'True when the caller can answer it now' })
  your_turn!: boolean;

  @ApiProperty({ format: 'date-time', description: 'When the amount on the table stops binding' })
  expires_at!: string;

  @ApiProperty({ enum: DECLINE_REASONS, nullable: true, type: String })
  decline_reason!: DeclineReason | null;

  @ApiProperty({ nullable: true, type: String, example: "below the seller's minimum" })
  decline_reason_label!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The seller’s answer to an offer declined below the minimum',
  })
  answer!: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description:
      'For an offer declined below the minimum: when its buyer may offer on the listing again (24 hours later)',
  })
  offer_again_at!: string | null;

  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The deal (transaction timeline) an accepted offer opened',
  })
  deal_id!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The buyer’s name, for the seller only',
  })
  buyer_name!: string | null;

  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'The seller’s minimum when the offer was made, USD: for the seller only',
  })
  minimum!: number | null;

  @ApiProperty({
    nullable: true,
    type: Boolean,
    description: 'The amount is below that minimum (a lowball): for the seller only',
  })
  below_minimum!: boolean | null;

  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      'How many of this buyer’s offers on the listing the minimum declined at once (tries at finding it): for the seller only',
    example: 0,
  })
  instant_declines!: number | null;

  @ApiProperty({ type: [OfferHistoryEntry], description: 'Every move, oldest first' })
  history!: OfferHistoryEntry[];

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}

export class OffersPage {
  @ApiProperty({ type: [Offer], description: 'Latest activity first' })
  offers!: Offer[];

  @ApiProperty({ type: Pagination })
  pagination!: Pagination;
}
