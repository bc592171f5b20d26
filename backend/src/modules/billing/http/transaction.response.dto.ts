import { ApiProperty } from '@nestjs/swagger';

export class TransactionMetadata {
  @ApiProperty({ description: 'Credits this payment granted', example: 3 })
  credits_purchased!: number;

  @ApiProperty({ enum: ['credit', 'pro'] })
  product!: 'credit' | 'pro';

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Pro: end of the period paid for',
  })
  period_end!: string | null;

  @ApiProperty({ enum: ['stripe', 'test'], description: 'test: paid through the test checkout' })
  provider!: 'stripe' | 'test';
}

/** A payment received (spec section 3 "Transaction"): one receipt. */
export class TransactionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['listing_fee', 'pro_membership', 'domain_sale'] })
  type!: 'listing_fee' | 'pro_membership' | 'domain_sale';

  @ApiProperty({ description: 'US dollars', example: 29.97 })
  amount!: number;

  @ApiProperty({ enum: ['completed'] })
  status!: 'completed';

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: TransactionMetadata })
  metadata!: TransactionMetadata;

  @ApiProperty({ description: "The payment provider's reference", example: 'pi_3P...' })
  payment_gateway_ref!: string;

  @ApiProperty({ format: 'uuid', description: 'The user who paid' })
  seller_id!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  buyer_id!: string | null;
}
