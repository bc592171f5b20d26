import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { paginationOf } from '../../../../platform/http/pagination.dto';
import { type SoldRecordsPage } from '../../http/sold-record.response.dto';
import { SOLD_RECORD_SELECT, type SoldRecordRow, toSoldRecord } from '../sold-record-rows';
import { type GetSellerSalesQuery } from './get-seller-sales.query';

/** A seller's completed sales, from a lead or not, newest first. */
@Injectable()
export class GetSellerSalesHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(query: GetSellerSalesQuery): Promise<SoldRecordsPage> {
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `select count(*)::int as total from seller_sales where seller_id = $1`,
      [query.sellerId],
    );
    const rows = await this.dataSource.query<SoldRecordRow[]>(
      `${SOLD_RECORD_SELECT} where s.seller_id = $1 order by s.sold_at desc, s.listing_id
        limit $2 offset $3`,
      [query.sellerId, query.limit, (query.page - 1) * query.limit],
    );
    return {
      sales: rows.map(toSoldRecord),
      pagination: paginationOf(query.page, query.limit, total),
    };
  }
}
