import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { paginationOf } from '../../../platform/http/pagination.dto';
import { isUuid } from '../../../platform/http/uuid';
import { SaleReportNotFoundError } from '../model/deal.errors';
import {
  type RecommendationKind,
  type ReportTimeframe,
  TIMEFRAME_DAYS,
} from '../model/sale-report-rules';
import {
  type SaleRecommendation,
  type SaleReport,
  type SellerSalesSummary,
} from './sale-report.response.dto';

interface ReportRow {
  id: string;
  listing_id: string;
  domain_name: string;
  generated_at: Date;
  sold_at: Date;
  listed_at: Date;
  days_to_sell: number;
  views_before_sale: number;
  inquiries_before_sale: number;
  sale_price_cents: number;
  listed_price_cents: number;
  price_vs_listed_pct: number;
  seller_average_sale_price_cents: number | null;
  price_vs_seller_average_pct: number | null;
  restored_at: Date | null;
}

interface RecommendationRow {
  id: string;
  report_id: string;
  kind: RecommendationKind;
  title: string;
  detail: string;
  listing_id: string | null;
  domain_name: string | null;
  implemented_at: Date | null;
}

interface FiguresRow {
  total_sales: number;
  total_revenue_cents: number;
  average_sale_price_cents: number | null;
  average_days_to_sell: number | null;
  average_price_vs_listed_pct: number | null;
  open_recommendations: number;
}

const DAY = 24 * 60 * 60 * 1000;
const COLUMNS = `r.id, r.listing_id, r.domain_name, r.generated_at, r.sold_at, r.listed_at,
  r.days_to_sell, r.views_before_sale, r.inquiries_before_sale, r.sale_price_cents,
  r.listed_price_cents, r.price_vs_listed_pct, r.seller_average_sale_price_cents,
  r.price_vs_seller_average_pct, s.restored_at`;
const FROM = `sale_reports r left join deal_sales s on s.sale_id = r.id`;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Reads a seller's own sale reports; anyone else finds none. */
@Injectable()
export class SaleReportReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async find(reportId: string, sellerId: string): Promise<SaleReport> {
    if (!isUuid(reportId)) throw new SaleReportNotFoundError();
    const [row] = await this.dataSource.query<ReportRow[]>(
      `select ${COLUMNS} from ${FROM} where r.id = $1 and r.seller_id = $2`,
      [reportId, sellerId],
    );
    if (!row) throw new SaleReportNotFoundError();
    const [report] = await this.withRecommendations([row]);
    return report;
  }

  /** The seller's sales of the timeframe with a report, not reversed: figures and a page. */
  async summary(
    sellerId: string,
    filter: { timeframe: ReportTimeframe; page: number; limit: number },
  ): Promise<SellerSalesSummary> {
    const days = TIMEFRAME_DAYS[filter.timeframe];
    const params: unknown[] = [sellerId];
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
        `select ${COLUMNS} from sale_reports r join deal_sales s on s.sale_id = r.id
          where ${condition}
          order by r.sold_at desc, r.id
          limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, filter.limit, (filter.page - 1) * filter.limit],
      ),
    ]);
    return {
      summary: {
        timeframe: filter.timeframe,
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
      reports: await this.withRecommendations(rows),
      pagination: paginationOf(filter.page, filter.limit, figures.total_sales),
    };
  }

  private async withRecommendations(rows: ReportRow[]): Promise<SaleReport[]> {
    const recommendations =
      rows.length === 0
        ? []
        : await this.dataSource.query<RecommendationRow[]>(
            `select id, report_id, kind, title, detail, listing_id, domain_name, implemented_at
               from sale_report_recommendations where report_id = any($1::uuid[])
              order by report_id, position`,
            [rows.map((row) => row.id)],
          );
    return rows.map((row) => ({
      id: row.id,
      transaction_id: row.id,
      listing_id: row.listing_id,
      domain_name: row.domain_name,
      generated_at: row.generated_at.toISOString(),
      sold_at: row.sold_at.toISOString(),
      listed_at: row.listed_at.toISOString(),
      days_to_sell: row.days_to_sell,
      views_before_sale: row.views_before_sale,
      inquiries_before_sale: row.inquiries_before_sale,
      sale_price: row.sale_price_cents / 100,
      listed_price: row.listed_price_cents / 100,
      price_vs_listed_pct: row.price_vs_listed_pct,
      seller_average_sale_price:
        row.seller_average_sale_price_cents === null
          ? null
          : row.seller_average_sale_price_cents / 100,
      price_vs_seller_average_pct: row.price_vs_seller_average_pct,
      restored: row.restored_at !== null,
      recommendations: recommendations
        .filter((item) => item.report_id === row.id)
        .map((item): SaleRecommendation => ({
          id: item.id,
          kind: item.kind,
          title: item.title,
          detail: item.detail,
          listing_id: item.listing_id,
          domain_name: item.domain_name,
          implemented: item.implemented_at !== null,
          implemented_at: item.implemented_at?.toISOString() ?? null,
        })),
    }));
  }
}
