import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { type UserTier } from '../model/user.events';

/**
 * Who is on Liquidation Pro. Pro = tier pro and the paid period not over (DECISIONS.md "Credits and
 * plans"); a cancelled plan stays Pro until its period ends. Payments change the plan (billing
 * decides identity's PlanChanged with the payment); ChangePlanHandler changes it without one.
 */
@Injectable()
export class UserPlans {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Asked through `manager` inside a command's transaction, to go with the command's reads. */
  async isPro(userId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const rows: { user_tier: UserTier; pro_until: Date | null }[] = await manager.query(
      `select user_tier, pro_until from profiles where id = $1`,
      [userId],
    );
    const row = rows[0];
    if (row?.user_tier !== 'pro') return false;
    return row.pro_until === null || row.pro_until > this.clock.now();
  }
}
