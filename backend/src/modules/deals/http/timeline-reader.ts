import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { paginationOf } from '../../../platform/http/pagination.dto';
import { isUuid } from '../../../platform/http/uuid';
import { UserDirectory } from '../../identity';
import {
  type DealRole,
  FORWARD_STAGES,
  nextStageOf,
  STAGE_LABELS,
  type TimelineStage,
  type TimelineStatus,
} from '../model/deal-rules';
import { TimelineNotFoundError } from '../model/deal.errors';
import {
  VERIFICATION_TEMPLATES,
  VERIFICATION_TYPES,
  type VerificationType,
} from '../model/verification-templates';
import {
  type TimelineChange,
  type TimelineVerification,
  type TransactionTimeline,
  type TransactionTimelineSummary,
  type TransactionTimelinesPage,
} from './transaction-timeline.response.dto';

export interface TimelineFilter {
  page: number;
  limit: number;
  status?: TimelineStatus;
  role?: DealRole;
}

interface TimelineRow {
  id: string;
  transaction_id: string;
  listing_id: string;
  seller_id: string;
  buyer_id: string | null;
  stage: TimelineStage;
  status: TimelineStatus;
  created_at: Date;
  updated_at: Date;
  domain_name: string;
  sale_price_cents: number;
  listed_price_cents: number;
  sold_at: Date;
}

interface ChangeRow {
  stage: TimelineStage;
  notes: string | null;
  role: DealRole;
  at: Date;
}

const COLUMNS = `t.id, t.transaction_id, t.listing_id, t.seller_id, t.buyer_id, t.stage, t.status,
  t.created_at, t.updated_at, s.domain_name, s.sale_price_cents, s.listed_price_cents, s.sold_at`;
const FROM = `deal_timelines t join deal_sales s on s.sale_id = t.transaction_id`;

/** Reads timelines for their seller or their buyer; anyone else finds none. */
@Injectable()
export class TimelineReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
  ) {}

  async find(timelineId: string, callerId: string): Promise<TransactionTimeline> {
    if (!isUuid(timelineId)) throw new TimelineNotFoundError();
    const [row] = await this.dataSource.query<TimelineRow[]>(
      `select ${COLUMNS} from ${FROM} where t.id = $1 and (t.seller_id = $2 or t.buyer_id = $2)`,
      [timelineId, callerId],
    );
    if (!row) throw new TimelineNotFoundError();
    const role: DealRole = row.seller_id === callerId ? 'seller' : 'buyer';
    const [changes, verifications, reportId, buyerName] = await Promise.all([
      this.dataSource.query<ChangeRow[]>(
        `select stage, notes, role, at from deal_timeline_changes where timeline_id = $1
          order by position`,
        [timelineId],
      ),
      this.verificationsOf(timelineId),
      role === 'seller' ? this.reportOf(row.transaction_id) : null,
      role === 'seller' && row.buyer_id ? this.fullNameOf(row.buyer_id) : null,
    ]);
    const history: TimelineChange[] = changes.map((change) => ({
      stage: change.stage,
      label: STAGE_LABELS[change.stage],
      notes: change.notes,
      role: change.role,
      at: change.at.toISOString(),
    }));
    return {
      id: row.id,
      transaction_id: row.transaction_id,
      listing_id: row.listing_id,
      domain_name: row.domain_name,
      sale_price: row.sale_price_cents / 100,
      listed_price: row.listed_price_cents / 100,
      sold_at: row.sold_at.toISOString(),
      role,
      buyer_name: buyerName,
      stage: row.stage,
      status: row.status,
      next_stage: nextStageOf(row.stage) ?? null,
      stages: FORWARD_STAGES.map((stage) => {
        const reached = history.find((change) => change.stage === stage);
        return {
          stage,
          label: STAGE_LABELS[stage],
          reached_at: reached?.at ?? null,
          notes: reached?.notes ?? null,
          role: reached?.role ?? null,
        };
      }),
      history,
      verifications,
      report_id: reportId,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  }

  async page(callerId: string, filter: TimelineFilter): Promise<TransactionTimelinesPage> {
    const params: unknown[] = [callerId];
    const where = [
      filter.role === 'seller'
        ? 't.seller_id = $1'
        : filter.role === 'buyer'
          ? 't.buyer_id = $1'
          : '(t.seller_id = $1 or t.buyer_id = $1)',
    ];
    if (filter.status) {
      params.push(filter.status);
      where.push(`t.status = $${params.length}`);
    }
    const condition = where.join(' and ');
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `select count(*)::int as total from deal_timelines t where ${condition}`,
      params,
    );
    const rows = await this.dataSource.query<TimelineRow[]>(
      `select ${COLUMNS} from ${FROM} where ${condition}
        order by t.updated_at desc, t.id
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    );
    return {
      timelines: rows.map((row): TransactionTimelineSummary => ({
        id: row.id,
        transaction_id: row.transaction_id,
        domain_name: row.domain_name,
        sale_price: row.sale_price_cents / 100,
        stage: row.stage,
        label: STAGE_LABELS[row.stage],
        status: row.status,
        role: row.seller_id === callerId ? 'seller' : 'buyer',
        updated_at: row.updated_at.toISOString(),
      })),
      pagination: paginationOf(filter.page, filter.limit, total),
    };
  }

  /** The deal's checklists in the templates' order, with their items done. */
  private async verificationsOf(timelineId: string): Promise<TimelineVerification[]> {
    const rows = await this.dataSource.query<
      Array<{ id: string; type: VerificationType; completed: number }>
    >(
      `select v.id, v.type, count(i.value)::int as completed
         from deal_verifications v
         left join deal_verification_items i on i.verification_id = v.id
        where v.timeline_id = $1
        group by v.id, v.type`,
      [timelineId],
    );
    return rows
      .sort((a, b) => VERIFICATION_TYPES.indexOf(a.type) - VERIFICATION_TYPES.indexOf(b.type))
      .map((row) => ({
        id: row.id,
        type: row.type,
        name: VERIFICATION_TEMPLATES[row.type].name,
        completed: row.completed,
        total: VERIFICATION_TEMPLATES[row.type].items.length,
      }));
  }

  private async reportOf(transactionId: string): Promise<string | null> {
    const [report] = await this.dataSource.query<Array<{ id: string }>>(
      `select id from sale_reports where id = $1`,
      [transactionId],
    );
    return report?.id ?? null;
  }

  private async fullNameOf(userId: string): Promise<string | null> {
    return (await this.users.find(userId))?.fullName ?? null;
  }
}
