import { ApiProperty } from '@nestjs/swagger';

/** The caller's Liquidation Pro subscription (spec section 3 "Subscription"). */
export class SubscriptionDto {
  @ApiProperty({
    enum: ['active', 'canceled', 'none'],
    description:
      'active: Pro now (also when cancelled at period end, until it ends); canceled: ended; none: never subscribed',
  })
  subscription_status!: 'active' | 'canceled' | 'none';

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'End of the paid period, epoch seconds',
    example: 1795000000,
  })
  current_period_end!: number | null;

  @ApiProperty({ description: 'Cancelled: Pro ends at current_period_end and is not renewed' })
  cancel_at_period_end!: boolean;
}
