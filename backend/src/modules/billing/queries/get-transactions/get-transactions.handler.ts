import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { paginationOf } from '../../../../platform/http/pagination.dto';
import { toUsd } from '../../model/products';
import { TRANSACTION_COLUMNS, type TransactionRow, toTransaction } from '../transaction-rows';
import { type TransactionsPage } from './get-transactions.response.dto';

/** The caller's payment history, newest first, with totals over all of it. */
@Injectable()
export class GetTransactionsHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(query: { userId: string; page: number; limit: number }): Promise<TransactionsPage> {
    const [totals] = await this.dataSource.query<
      [{ total: number; spent_cents: string; credit_purchases: number; credits: number }]
    >(
      `select count(*)::int as total, coalesce(sum(amount_cents), 0) as spent_cents,
              (count(*) filter (where type = 'listing_fee'))::int as credit_purchases,
              coalesce(sum(credits_purchased), 0)::int as credits
         from transactions where seller_id = $1 or buyer_id = $1`,
      [query.userId],
    );
    const rows: TransactionRow[] = await this.dataSource.query(
      `select ${TRANSACTION_COLUMNS} from transactions
        where seller_id = $1 or buyer_id = $1
        order by created_at desc, id limit $2 offset $3`,
      [query.userId, query.limit, (query.page - 1) * query.limit],
    );
    return {
      transactions: rows.map(toTransaction),
      pagination: paginationOf(query.page, query.limit, totals.total),
      summary: {
        total_spent: toUsd(Number(totals.spent_cents)),
        credit_purchase_count: totals.credit_purchases,
        credits_purchased: totals.credits,
      },
    };
  }
}
