import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SALE_REVERSAL_DAYS } from '../../../listings';
import { decodeCursor, encodeCursor } from '../../http/audit-cursor';
import { SALES_PAGE_DEFAULT } from '../../model/audit-rules';
import { hoursBetween, isWithinWindow } from '../../sale-reversal';
import { type AuditSale, type AuditSalesPage } from './audit-sale.response.dto';
import { type GetSalesRequest } from './get-sales.request.dto';

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
 * Every sale in the log with the restore that reversed it, in log order, a page at a time: read
 * from the events themselves (not from a read model), what an auditor checks the 7-day reversal
 * rule against.
 */
@Injectable()
export class GetSalesHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(request: GetSalesRequest): Promise<AuditSalesPage> {
    const limit = request.limit ?? SALES_PAGE_DEFAULT;
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
      [decodeCursor(request.cursor) ?? null, request.domain ?? null, limit + 1],
    );
    const page = rows.slice(0, limit).map(toAuditSale);
    const last = page.at(-1);
    return {
      windowDays: SALE_REVERSAL_DAYS,
      sales: page,
      nextCursor: rows.length > limit && last ? encodeCursor(last.salePosition) : null,
    };
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
