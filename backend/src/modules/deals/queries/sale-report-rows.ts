import { type DataSource } from 'typeorm';
import { type RecommendationKind } from '../model/sale-report-rules';
import { type SaleRecommendation, type SaleReport } from '../http/sale-report.response.dto';

/** A sale report with its sale's reversal, as read with `REPORT_COLUMNS`. */
export interface ReportRow {
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

/** The columns of `sale_reports r` and of its sale `deal_sales s`. */
export const REPORT_COLUMNS = `r.id, r.listing_id, r.domain_name, r.generated_at, r.sold_at,
  r.listed_at, r.days_to_sell, r.views_before_sale, r.inquiries_before_sale, r.sale_price_cents,
  r.listed_price_cents, r.price_vs_listed_pct, r.seller_average_sale_price_cents,
  r.price_vs_seller_average_pct, s.restored_at`;

/** The reports, in the rows' order, each with its recommendations. */
export async function withRecommendations(
  dataSource: DataSource,
  rows: ReportRow[],
): Promise<SaleReport[]> {
  const recommendations =
    rows.length === 0
      ? []
      : await dataSource.query<RecommendationRow[]>(
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
