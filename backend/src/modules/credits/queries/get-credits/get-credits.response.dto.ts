import { ApiProperty } from '@nestjs/swagger';

/** A credit record (spec section 3): one lot of credits. */
export class CreditRecord {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['pro_allocation', 'purchased'] })
  type!: 'pro_allocation' | 'purchased';

  @ApiProperty({ description: 'Credits granted in this lot', example: 10 })
  amount!: number;

  @ApiProperty({ description: 'Credits still spendable (0 once expired)', example: 7 })
  remaining_amount!: number;

  @ApiProperty({
    enum: ['active', 'expired', 'used'],
    description: 'active: credits left and not expired; used: every credit spent',
  })
  status!: 'active' | 'expired' | 'used';

  @ApiProperty({ format: 'date-time' })
  purchased_at!: string;

  @ApiProperty({ format: 'date-time', description: '12 months after purchased_at' })
  expires_at!: string;

  @ApiProperty({ description: 'Active and expiring within 30 days: show a warning' })
  expires_soon!: boolean;
}
