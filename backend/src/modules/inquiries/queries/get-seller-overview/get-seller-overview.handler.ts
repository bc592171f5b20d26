import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type SellerOverview } from './get-seller-overview.response.dto';
import { SellerOverviewCache } from './seller-overview.cache';

const percentage = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

@Injectable()
export class GetSellerOverviewHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: SellerOverviewCache,
  ) {}

  async execute(sellerId: string): Promise<SellerOverview> {
    const cached = await this.cache.read(sellerId);
    if (cached) return cached;
    const overview = await this.compute(sellerId);
    await this.cache.write(sellerId, overview);
    return overview;
  }

  private async compute(sellerId: string): Promise<SellerOverview> {
    const [leads] = await this.dataSource.query<
      [{ new_leads: number; responded: number; total: number }]
    >(
      `select count(*) filter (where status = 'new')::int as new_leads,
              count(*) filter (where status = 'responded')::int as responded,
              count(*)::int as total
         from inquiry_leads where seller_id = $1`,
      [sellerId],
    );
    const [sales] = await this.dataSource.query<[{ sold: number; revenue_cents: string }]>(
      `select count(*)::int as sold, coalesce(sum(sale_price_cents), 0)::bigint as revenue_cents
         from seller_sales where seller_id = $1`,
      [sellerId],
    );
    const revenue = Number(sales.revenue_cents) / 100;
    return {
      activeLeads: leads.new_leads + leads.responded,
      newLeads: leads.new_leads,
      respondedLeads: leads.responded,
      totalInquiries: leads.total,
      domainsSold: sales.sold,
      totalRevenue: revenue,
      averageSalePrice: sales.sold > 0 ? Math.round((revenue / sales.sold) * 100) / 100 : 0,
      responseRate: percentage(leads.total - leads.new_leads, leads.total),
      conversionRate: percentage(sales.sold, leads.total),
    };
  }
}
