import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { type AppendRequest } from '../../../platform/event-store/event';
import { type StoreTransaction } from '../../../platform/event-store/event-store';
import { type UserTier } from '../model/user.events';
import { UserStream } from './user-stream';

/**
 * Who is on Liquidation Pro. Pro = tier pro and the paid period not over (DECISIONS.md "Credits and
 * plans"); a cancelled plan stays Pro until its period ends. Payments change the plan; so do the
 * demo seed and tests.
 */
@Injectable()
export class UserPlans {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly userStream: UserStream,
    private readonly clock: Clock,
  ) {}

  async isPro(userId: string): Promise<boolean> {
    const rows: { user_tier: UserTier; pro_until: Date | null }[] = await this.dataSource.query(
      `select user_tier, pro_until from profiles where id = $1`,
      [userId],
    );
    const row = rows[0];
    if (row?.user_tier !== 'pro') return false;
    return row.pro_until === null || row.pro_until > this.clock.now();
  }

  /**
   * The plan change appended inside the caller's transaction (which must have locked
   * `userStreamId(userId)`), so that a payment and the plan it buys are stored together.
   */
  changePlanWithin(
    tx: StoreTransaction,
    plan: { userId: string; tier: UserTier; periodEnd: Date | null },
    now: Date,
    commandId: string,
  ): Promise<AppendRequest | undefined> {
    return this.userStream.decideWithin(
      tx,
      { type: 'ChangePlan', ...plan, now },
      commandId,
      plan.userId,
    );
  }

  async changePlan(userId: string, tier: UserTier, periodEnd: Date | null): Promise<void> {
    await this.userStream.execute({
      type: 'ChangePlan',
      userId,
      tier,
      periodEnd,
      now: this.clock.now(),
    });
  }
}
