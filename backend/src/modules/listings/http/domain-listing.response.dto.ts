import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LISTING_STATUSES, type ListingStatus } from '../model/listing-rules';
import { SUSPENSION_REASONS, type SuspensionReason } from '../model/listing.events';

export class ListingSeller {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['free', 'pro'] })
  user_tier!: 'free' | 'pro';
}

/** A domain listing as the dashboard and the marketplace show it (spec section 3). */
export class DomainListing {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'cloudly.io' })
  name!: string;

  @ApiProperty({ example: 'Short, brandable name for a cloud start-up' })
  description!: string;

  @ApiProperty({ description: 'Asking price in USD', example: 249 })
  price!: number;

  @ApiProperty({ enum: LISTING_STATUSES })
  status!: ListingStatus;

  @ApiProperty({ description: 'Featured: listed by a Pro seller' })
  is_priority!: boolean;

  @ApiProperty({ example: 3 })
  inquiries!: number;

  @ApiProperty({ example: 120 })
  views!: number;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  last_relisted_at!: string | null;

  @ApiProperty({ format: 'date-time', description: 'End of the current 30-day listing period' })
  expires_at!: string;

  @ApiProperty({ example: 'generic' })
  domain_type!: string;

  @ApiProperty({ example: 'Namecheap' })
  registrar!: string;

  @ApiProperty({ type: [String], example: ['tech', 'short'] })
  tags!: string[];

  @ApiProperty({ description: 'inquiries / views x 100, one decimal', example: 2.5 })
  conversion_rate!: number;

  @ApiProperty({ description: 'Whole days since created or last relisted', example: 12 })
  days_listed!: number;

  @ApiProperty({ example: 'Technology' })
  category!: string;

  @ApiProperty({ example: '.io' })
  extension!: string;

  @ApiProperty({ type: ListingSeller })
  seller!: ListingSeller;

  @ApiProperty({
    description: "Verified: the seller published the listing's DNS record (ADR 0024)",
  })
  verified!: boolean;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: "When the name's registration ends, as its registry's RDAP says; null if unknown",
  })
  registration_expires_at!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  verified_at!: string | null;

  @ApiProperty({
    enum: SUSPENSION_REASONS,
    nullable: true,
    description: 'Why a suspended listing is off the marketplace; null unless suspended',
  })
  suspension_reason!: SuspensionReason | null;

  @ApiProperty({ description: 'Relisted free at the end of each period unless turned off' })
  auto_relist!: boolean;

  @ApiPropertyOptional({ description: "The seller's private notes (owner only)" })
  notes?: string;

  @ApiProperty({ description: 'Final sale price in USD', nullable: true, type: Number })
  sale_price!: number | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  sold_at!: string | null;

  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The sale (the id of its DomainMarkedSold event); null unless sold',
  })
  transaction_id!: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description:
      'A sold domain can be restored until this time (7 days after the sale was recorded)',
  })
  restorable_until!: string | null;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}

export class DeletedListing {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: [true] })
  deleted!: true;
}
