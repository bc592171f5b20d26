import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { SALE_REPORT_EVENT_TYPES, type SaleReportEvent } from '../model/sale-report.events';

/**
 * `sale_reports` and `sale_report_recommendations`, as generated; a recommendation keeps when it
 * was first marked implemented. Inserts ignore rows already there, so a replay changes nothing.
 */
@Injectable()
export class SaleReportsProjection implements Projection {
  readonly name = 'deals.sale-reports';
  readonly eventTypes = SALE_REPORT_EVENT_TYPES;
  readonly tables = ['sale_reports', 'sale_report_recommendations'] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as SaleReportEvent;
      switch (event.type) {
        case 'deals.SaleReportGenerated': {
          const data = event.data;
          await manager.query(
            `insert into sale_reports (id, listing_id, seller_id, domain_name, generated_at,
               sold_at, listed_at, days_to_sell, views_before_sale, inquiries_before_sale,
               sale_price_cents, listed_price_cents, price_vs_listed_pct,
               seller_average_sale_price_cents, price_vs_seller_average_pct)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
             on conflict (id) do nothing`,
            [
              data.reportId,
              data.listingId,
              data.sellerId,
              data.domainName,
              data.generatedAt,
              data.soldAt,
              data.listedAt,
              data.daysToSell,
              data.viewsBeforeSale,
              data.inquiriesBeforeSale,
              data.salePriceCents,
              data.listedPriceCents,
              data.priceVsListedPct,
              data.sellerAverageSalePriceCents,
              data.priceVsSellerAveragePct,
            ],
          );
          const items = data.recommendations;
          if (items.length > 0)
            await manager.query(
              `insert into sale_report_recommendations (id, report_id, position, kind, title,
                 detail, listing_id, domain_name)
               select id, $1, position, kind, title, detail, listing_id, domain_name
                 from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::uuid[],
                             $7::text[]) with ordinality
                      as r(id, kind, title, detail, listing_id, domain_name, position)
               on conflict (id) do nothing`,
              [
                data.reportId,
                items.map((item) => item.recommendationId),
                items.map((item) => item.kind),
                items.map((item) => item.title),
                items.map((item) => item.detail),
                items.map((item) => item.listingId),
                items.map((item) => item.domainName),
              ],
            );
          break;
        }
        case 'deals.RecommendationImplemented':
          await manager.query(
            `update sale_report_recommendations set implemented_at = $2
              where id = $1 and implemented_at is null`,
            [event.data.recommendationId, event.data.implementedAt],
          );
          break;
        default: {
          const unknown: never = event;
          return unknown;
        }
      }
    }
  }
}
