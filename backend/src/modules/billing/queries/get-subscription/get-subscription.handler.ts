import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { type SubscriptionDto } from './get-subscription.response.dto';

@Injectable()
export class GetSubscriptionHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<SubscriptionDto> {
    const rows: { status: string; current_period_end: Date; cancel_at_period_end: boolean }[] =
      await this.dataSource.query(
        `select status, current_period_end, cancel_at_period_end from subscriptions
          where user_id = $1`,
        [userId],
      );
    const row = rows[0];
    if (!row)
      return { subscription_status: 'none', current_period_end: null, cancel_at_period_end: false };
    const active = row.status === 'active' && row.current_period_end > this.clock.now();
    return {
      subscription_status: active ? 'active' : 'canceled',
      current_period_end: Math.floor(row.current_period_end.getTime() / 1000),
      cancel_at_period_end: row.cancel_at_period_end,
    };
  }
}
