import { ApiProperty } from '@nestjs/swagger';

export const RULE_SOURCES = ['listing', 'default'] as const;
export type RuleSource = (typeof RULE_SOURCES)[number];

/** A seller’s rules for offers, on one listing or as the default of every listing. */
export class OfferRulesView {
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'Null for the default',
  })
  listing_id!: string | null;

  @ApiProperty({
    enum: RULE_SOURCES,
    description: 'listing: the listing’s own rules; default: the seller’s default applies',
  })
  source!: RuleSource;

  @ApiProperty()
  offers_allowed!: boolean;

  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Offers below it are declined at once; never shown to buyers. USD',
  })
  minimum!: number | null;

  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Offers at or above it are accepted at once. USD',
  })
  buy_now!: number | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The seller’s own answer to offers below the minimum; null: the default answer',
  })
  decline_message!: string | null;

  @ApiProperty({ description: 'The answer buyers below the minimum get' })
  effective_decline_message!: string;

  @ApiProperty({ description: 'Days to pay into escrow once an offer is accepted', example: 3 })
  payment_days!: number;

  @ApiProperty({ description: 'Days to transfer the name once payment is secured', example: 5 })
  transfer_days!: number;
}

/** What a buyer may know before making an offer: never the minimum. */
export class OfferTerms {
  @ApiProperty({ format: 'uuid' })
  listing_id!: string;

  @ApiProperty({ example: 'cloudly.io' })
  domain_name!: string;

  @ApiProperty({ example: 149, description: 'USD' })
  price!: number;

  @ApiProperty({ description: 'The seller takes offers on this name' })
  offers_allowed!: boolean;

  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Offers at or above it are accepted at once. USD',
  })
  buy_now!: number | null;

  @ApiProperty({ example: 3 })
  payment_days!: number;

  @ApiProperty({ example: 5 })
  transfer_days!: number;

  @ApiProperty({ example: 7, description: 'How long an offer binds its maker' })
  binding_days!: number;

  @ApiProperty({ description: 'The caller is the seller' })
  own_listing!: boolean;

  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The caller’s open offer on this listing, if any',
  })
  open_offer_id!: string | null;
}
