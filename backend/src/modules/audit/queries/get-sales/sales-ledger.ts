import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isWithinReversalWindow, SALE_REVERSAL_DAYS } from '../../../listings';
import { type AuditSale } from './audit-sale.response.dto';

const HOUR = 60 * 60 * 1000;

export interface RestoreProblem {
  eventId: string;
  streamId: string;
  problem: string;
}

interface SaleRow {
  event_id: string;
  global_position: string;
  stream_id: string;
  data: {
    listingId: string;
    sellerId: string;
    salePriceCents: number;
    listedPriceCents: number;
    soldAt: string;
    recordedAt: string;
    buyerId?: string;
  };
  domain_name: string | null;
  restore_event_id: string | null;
  restore_position: string | null;
  restored_at: string | null;
}

/**
 * Every sale in the log with the restore that reversed it, read from the events themselves (not
 * from a read model): what an auditor checks the 7-day reversal rule against.
 */
@Injectable()
export class SalesLedger {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Sales after a global position, in log order. */
  async page(options: { after?: string; limit: number; domain?: string }): Promise<AuditSale[]> {
    const rows = await this.dataSource.query<SaleRow[]>(
      `select sale.event_id, sale.global_position, sale.stream_id, sale.data,
              listed.data->>'name' as domain_name,
              restore.event_id as restore_event_id, restore.global_position as restore_position,
              restore.data->>'restoredAt' as restored_at
         from es_events sale
         left join lateral (
           select data from es_events
            where stream_id = sale.stream_id and event_type = 'listings.DomainListed'
            order by stream_position limit 1) listed on true
         left join lateral (
           select event_id, global_position, data from es_events
            where stream_id = sale.stream_id and event_type = 'listings.DomainRestored'
              and stream_position > sale.stream_position
            order by stream_position limit 1) restore on true
        where sale.event_type = 'listings.DomainMarkedSold'
          and ($1::bigint is null or sale.global_position > $1::bigint)
          and ($2::text is null or listed.data->>'name' = $2)
        order by sale.global_position
        limit $3`,
      [options.after ?? null, options.domain ?? null, options.limit],
    );
    return rows.map(toAuditSale);
  }

  /** Restores that came after the window, or with no sale before them in their stream. */
  async lateOrOrphanRestores(): Promise<RestoreProblem[]> {
    const rows = await this.dataSource.query<
      Array<{
        event_id: string;
        stream_id: string;
        recorded_at: string | null;
        restored_at: string;
      }>
    >(
      `select restore.event_id, restore.stream_id, sale.data->>'recordedAt' as recorded_at,
              restore.data->>'restoredAt' as restored_at
         from es_events restore
         left join lateral (
           select data from es_events
            where stream_id = restore.stream_id and event_type = 'listings.DomainMarkedSold'
              and stream_position < restore.stream_position
            order by stream_position desc limit 1) sale on true
        where restore.event_type = 'listings.DomainRestored'
        order by restore.global_position`,
    );
    const problems: RestoreProblem[] = [];
    for (const row of rows) {
      if (!row.recorded_at) {
        problems.push({
          eventId: row.event_id,
          streamId: row.stream_id,
          problem: 'no sale before it',
        });
        continue;
      }
      const hours = hoursBetween(row.recorded_at, row.restored_at);
      if (!isWithinWindow(row.recorded_at, row.restored_at))
        problems.push({
          eventId: row.event_id,
          streamId: row.stream_id,
          problem: `restored ${hours} hours after the sale, past the ${SALE_REVERSAL_DAYS}-day window`,
        });
    }
    return problems;
  }
}

function toAuditSale(row: SaleRow): AuditSale {
  return {
    transactionId: row.event_id,
    listingId: row.data.listingId,
    streamId: row.stream_id,
    domainName: row.domain_name ?? '',
    sellerId: row.data.sellerId,
    buyerId: row.data.buyerId ?? null,
    salePrice: row.data.salePriceCents / 100,
    listedPrice: row.data.listedPriceCents / 100,
    soldAt: row.data.soldAt,
    recordedAt: row.data.recordedAt,
    salePosition: String(row.global_position),
    restore:
      row.restore_event_id && row.restored_at && row.restore_position
        ? {
            eventId: row.restore_event_id,
            restoredAt: row.restored_at,
            position: String(row.restore_position),
            hoursAfterSale: hoursBetween(row.data.recordedAt, row.restored_at),
            withinWindow: isWithinWindow(row.data.recordedAt, row.restored_at),
          }
        : null,
  };
}

function hoursBetween(from: string, to: string): number {
  return Math.round(((Date.parse(to) - Date.parse(from)) / HOUR) * 10) / 10;
}

/** The listings model's own rule: strictly less than 7 days after the sale was recorded. */
function isWithinWindow(recordedAt: string, restoredAt: string): boolean {
  return isWithinReversalWindow(new Date(recordedAt), new Date(restoredAt));
}
