import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { paginationOf } from '../../../platform/http/pagination.dto';
import { type SoldRecord, type SoldRecordsPage } from './sold-record.response.dto';

interface SaleRow {
  listing_id: string;
  inquiry_id: string | null;
  domain_name: string;
  sale_price_cents: number;
  listed_price_cents: number;
  sold_at: Date;
  transaction_id: string;
  buyer_name: string | null;
  buyer_email: string | null;
}

const SELECT = `select s.listing_id, s.inquiry_id, s.domain_name, s.sale_price_cents,
    s.listed_price_cents, s.sold_at, s.transaction_id, c.buyer_name, c.buyer_email
  from seller_sales s left join inquiry_contacts c on c.inquiry_id = s.inquiry_id`;

/** A seller's completed sales, newest first. */
@Injectable()
export class SalesReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(sellerId: string, page: number, limit: number): Promise<SoldRecordsPage> {
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `select count(*)::int as total from seller_sales where seller_id = $1`,
      [sellerId],
    );
    const rows = await this.dataSource.query<SaleRow[]>(
      `${SELECT} where s.seller_id = $1 order by s.sold_at desc, s.listing_id limit $2 offset $3`,
      [sellerId, limit, (page - 1) * limit],
    );
    return { sales: rows.map(toSoldRecord), pagination: paginationOf(page, limit, total) };
  }

  async ofListing(sellerId: string, listingId: string): Promise<SoldRecord | undefined> {
    const [row] = await this.dataSource.query<SaleRow[]>(
      `${SELECT} where s.seller_id = $1 and s.listing_id = $2`,
      [sellerId, listingId],
    );
    return row && toSoldRecord(row);
  }
}

function toSoldRecord(row: SaleRow): SoldRecord {
  return {
    id: row.listing_id,
    buyer_name: row.buyer_name,
    buyer_email: row.buyer_email,
    domain_name: row.domain_name,
    sale_price: row.sale_price_cents / 100,
    listed_price: row.listed_price_cents / 100,
    sold_date: row.sold_at.toISOString(),
    inquiry_id: row.inquiry_id,
    transaction_id: row.transaction_id,
  };
}
