import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { paginationOf } from '../../../../platform/http/pagination.dto';
import { STAGE_LABELS } from '../../model/deal-rules';
import {
  type TransactionTimelineSummary,
  type TransactionTimelinesPage,
} from '../../http/transaction-timeline.response.dto';
import { isOverdue, TIMELINE_COLUMNS, TIMELINE_FROM, type TimelineRow } from '../timeline-rows';
import { Clock } from '../../../../platform/clock/clock';
import { type GetMyTimelinesQuery } from './get-my-timelines.query';

/**
 * The caller's deals: open ones with a running deadline first, the soonest (or most overdue)
 * first; then the rest, newest activity first.
 */
@Injectable()
export class GetMyTimelinesHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(query: GetMyTimelinesQuery): Promise<TransactionTimelinesPage> {
    const params: unknown[] = [query.callerId];
    const where = [
      query.role === 'seller'
        ? 't.seller_id = $1'
        : query.role === 'buyer'
          ? 't.buyer_id = $1'
          : '(t.seller_id = $1 or t.buyer_id = $1)',
    ];
    if (query.status) {
      params.push(query.status);
      where.push(`t.status = $${params.length}`);
    }
    const condition = where.join(' and ');
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `select count(*)::int as total from deal_timelines t where ${condition}`,
      params,
    );
    const rows = await this.dataSource.query<TimelineRow[]>(
      `select ${TIMELINE_COLUMNS} from ${TIMELINE_FROM} where ${condition}
        order by (t.status = 'open' and t.next_due_at is not null) desc, t.next_due_at,
                 t.updated_at desc, t.id
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    const now = this.clock.now();
    return {
      timelines: rows.map((row): TransactionTimelineSummary => ({
        id: row.id,
        transaction_id: row.transaction_id,
        domain_name: row.domain_name,
        sale_price: row.sale_price_cents / 100,
        stage: row.stage,
        label: STAGE_LABELS[row.stage],
        status: row.status,
        role: row.seller_id === query.callerId ? 'seller' : 'buyer',
        next_deadline: row.status === 'open' ? row.next_deadline : null,
        next_due_at: row.status === 'open' ? (row.next_due_at?.toISOString() ?? null) : null,
        overdue: isOverdue(row, now),
        updated_at: row.updated_at.toISOString(),
      })),
      pagination: paginationOf(query.page, query.limit, total),
    };
  }
}
