import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../platform/ids/uuid';

/** A `deal_sales` row: a sale as the deals read model recorded it. */
export interface DealSaleRow {
  sale_id: string;
  listing_id: string;
  seller_id: string;
  buyer_id: string | null;
  domain_name: string;
  sale_price_cents: number;
  listed_price_cents: number;
  sold_at: Date;
  listed_at: Date;
  views_at_sale: number;
  inquiries_at_sale: number;
  restored_at: Date | null;
}

/** The sales deals are about, by transaction id (the id of the sale's DomainMarkedSold event). */
@Injectable()
export class DealSales {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(transactionId: string): Promise<DealSaleRow | undefined> {
    if (!isUuid(transactionId)) return undefined;
    const [row] = await this.dataSource.query<DealSaleRow[]>(
      `select sale_id, listing_id, seller_id, buyer_id, domain_name, sale_price_cents,
              listed_price_cents, sold_at, listed_at, views_at_sale, inquiries_at_sale, restored_at
         from deal_sales where sale_id = $1`,
      [transactionId],
    );
    return row;
  }
}
