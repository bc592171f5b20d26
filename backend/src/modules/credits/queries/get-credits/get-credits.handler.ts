import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { LOT_REMAINING_SQL, LOT_SPENDABLE_SQL } from '../../credit-lot-rows';
import { CREDIT_EXPIRY_WARNING_DAYS } from '../../model/credit.events';
import { type GetCreditsQuery } from './get-credits.query';
import { type CreditRecord } from './get-credits.response.dto';

interface LotRow {
  id: string;
  kind: CreditRecord['type'];
  amount: number;
  remaining: number;
  spendable: boolean;
  granted_at: Date;
  expires_at: Date;
}

const DAY = 24 * 60 * 60 * 1000;

@Injectable()
export class GetCreditsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(query: GetCreditsQuery): Promise<CreditRecord[]> {
    const now = this.clock.now();
    const rows: LotRow[] = await this.dataSource.query(
      `select l.id, l.kind, l.amount, ${LOT_REMAINING_SQL} as remaining,
              ${LOT_SPENDABLE_SQL} as spendable, l.granted_at, l.expires_at
         from credit_lots l
        where l.user_id = $1
        order by l.granted_at desc, l.id`,
      [query.userId, now],
    );
    return rows.map((row) => {
      const remaining = row.spendable ? row.remaining : 0;
      const status = !row.spendable ? 'expired' : remaining === 0 ? 'used' : 'active';
      return {
        id: row.id,
        type: row.kind,
        amount: row.amount,
        remaining_amount: remaining,
        status,
        purchased_at: row.granted_at.toISOString(),
        expires_at: row.expires_at.toISOString(),
        expires_soon:
          status === 'active' &&
          row.expires_at.getTime() - now.getTime() <= CREDIT_EXPIRY_WARNING_DAYS * DAY,
      };
    });
  }
}
