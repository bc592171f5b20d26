import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/clock/clock';
import { CreditBalanceReader } from '../identity';
import { LOT_REMAINING_SQL, LOT_SPENDABLE_SQL } from './credit-lot-rows';

/** The profile's `available_credits`: what remains of the user's spendable lots, right now. */
@Injectable()
export class LedgerCreditBalances extends CreditBalanceReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  async availableCredits(userId: string): Promise<number> {
    const rows: { available: number }[] = await this.dataSource.query(
      `select coalesce(sum(${LOT_REMAINING_SQL}), 0)::int as available
         from credit_lots l
        where l.user_id = $1 and ${LOT_SPENDABLE_SQL}`,
      [userId, this.clock.now()],
    );
    return rows[0]?.available ?? 0;
  }
}
