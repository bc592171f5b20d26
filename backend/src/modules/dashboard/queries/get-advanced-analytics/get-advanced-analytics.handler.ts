import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { ProRequiredError, UserPlans } from '../../../identity';
import {
  dailySeries,
  type DayFigures,
  lastDays,
  type ListingFigures,
  priceBandFigures,
  topListings,
} from '../../model/seller-analytics';
import { type GetAdvancedAnalyticsQuery } from './get-advanced-analytics.query';
import { type AdvancedAnalytics } from './get-advanced-analytics.response.dto';

const ANALYTICS_DAYS = 90;
const TOP_LISTINGS = 5;

interface ListingRow {
  listing_id: string;
  name: string;
  price_cents: number;
  status: 'active' | 'sold';
  expires_at: Date;
  auto_relist: boolean;
  listed_at: Date;
  views: number;
  inquiries: number;
}

@Injectable()
export class GetAdvancedAnalyticsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly plans: UserPlans,
    private readonly clock: Clock,
  ) {}

  async execute(query: GetAdvancedAnalyticsQuery): Promise<AdvancedAnalytics> {
    if (!(await this.plans.isPro(query.userId)))
      throw new ProRequiredError('Advanced analytics are part of Liquidation Pro');
    const now = this.clock.now();
    const days = lastDays(now, ANALYTICS_DAYS);
    const listings = await this.listings(query.userId);
    return {
      days: ANALYTICS_DAYS,
      daily: dailySeries(days, await this.recordedDays(query.userId, days)),
      topListings: topListings(listings, now, TOP_LISTINGS),
      priceBands: priceBandFigures(listings),
    };
  }

  private async listings(sellerId: string): Promise<ListingFigures[]> {
    const rows = await this.dataSource.query<ListingRow[]>(
      `select listing_id, name, price_cents, status, expires_at, auto_relist, listed_at, views,
              inquiries
         from dashboard_listings
        where seller_id = $1 and status <> 'deleted'`,
      [sellerId],
    );
    return rows.map((row) => ({
      id: row.listing_id,
      name: row.name,
      priceCents: row.price_cents,
      status: row.status,
      expiresAt: row.expires_at,
      autoRelist: row.auto_relist,
      listedAt: row.listed_at,
      views: row.views,
      inquiries: row.inquiries,
    }));
  }

  private recordedDays(sellerId: string, days: string[]): Promise<DayFigures[]> {
    return this.dataSource.query<DayFigures[]>(
      `select to_char(day, 'YYYY-MM-DD') as date, views, inquiries, listings_created as listings,
              sales
         from dashboard_daily_activity
        where seller_id = $1 and day between $2::date and $3::date`,
      [sellerId, days[0], days.at(-1)],
    );
  }
}
