import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { paginationOf } from '../../../../platform/http/pagination.dto';
import { TIMEFRAME_DAYS } from '../../model/sale-report-rules';
import { type SellerSalesSummary } from '../../http/sale-report.response.dto';
import { REPORT_COLUMNS, type ReportRow, withRecommendations } from '../sale-report-rows';
import { type GetSellerSummaryQuery } from './get-seller-summary.query';

interface FiguresRow {
  total_sales: number;
  total_revenue_cents: number;
  average_sale_price_cents: number | null;
  average_days_to_sell: number | null;
  average_price_vs_listed_pct: number | null;
  open_recommendations: number;
}

const DAY = 24 * 60 * 60 * 1000;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The seller's sales of the timeframe with a report, not reversed: figures and a page. */
@Injectable()
export class GetSellerSummaryHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(query: GetSellerSummaryQuery): Promise<SellerSalesSummary> {
    const days = TIMEFRAME_DAYS[query.timeframe];
    const params: unknown[] = [query.sellerId];
    let condition = 'r.seller_id = $1 and s.restored_at is null';
    if (days !== undefined) {
      params.push(new Date(this.clock.now().getTime() - days * DAY));
      condition += ` and r.sold_at >= $2`;
    }
    const [[figures], rows] = await Promise.all([
      this.dataSource.query<[FiguresRow]>(
        `select count(*)::int as total_sales,
                coalesce(sum(r.sale_price_cents), 0)::float8 as total_revenue_cents,
                avg(r.sale_price_cents)::float8 as average_sale_price_cents,
                avg(r.days_to_sell)::float8 as average_days_to_sell,
                avg(r.price_vs_listed_pct)::float8 as average_price_vs_listed_pct,
                coalesce(sum(o.open), 0)::int as open_recommendations
           from sale_reports r
           join deal_sales s on s.sale_id = r.id
           left join lateral (
             select count(*) as open from sale_report_recommendations
              where report_id = r.id and implemented_at is null
           ) o on true
          where ${condition}`,
        params,
      ),
      this.dataSource.query<ReportRow[]>(
        `select ${REPORT_COLUMNS} from sale_reports r join deal_sales s on s.sale_id = r.id
          where ${condition}
          order by r.sold_at desc, r.id
          limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, query.limit, (query.page - 1) * query.limit],
      ),
    ]);
    return {
      summary: {
        timeframe: query.timeframe,
        total_sales: figures.total_sales,
        total_revenue: figures.total_revenue_cents / 100,
        average_sale_price:
          figures.average_sale_price_cents === null
            ? null
            : Math.round(figures.average_sale_price_cents) / 100,
        average_days_to_sell:
          figures.average_days_to_sell === null ? null : oneDecimal(figures.average_days_to_sell),
        average_price_vs_listed_pct:
          figures.average_price_vs_listed_pct === null
            ? null
            : oneDecimal(figures.average_price_vs_listed_pct),
        open_recommendations: figures.open_recommendations,
      },
      reports: await withRecommendations(this.dataSource, rows),
      pagination: paginationOf(query.page, query.limit, figures.total_sales),
    };
  }
}
