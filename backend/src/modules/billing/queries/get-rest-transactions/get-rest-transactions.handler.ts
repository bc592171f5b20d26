import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TRANSACTION_COLUMNS, type TransactionRow, toTransaction } from '../transaction-rows';
import { type TransactionDto } from '../../http/transaction.response.dto';
import { type TransactionFilter } from './transaction-filter';

@Injectable()
export class GetRestTransactionsHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user's own transactions only, whatever the filter (its ids were checked to be theirs). */
  async execute(userId: string, filter: TransactionFilter): Promise<TransactionDto[]> {
    const rows: TransactionRow[] = await this.dataSource.query(
      `select ${TRANSACTION_COLUMNS} from transactions
        where (seller_id = $1 or buyer_id = $1) and ($2::text is null or status = $2)
        order by created_at ${filter.order}, id limit $3`,
      [userId, filter.status ?? null, filter.limit],
    );
    return rows.map(toTransaction);
  }
}
