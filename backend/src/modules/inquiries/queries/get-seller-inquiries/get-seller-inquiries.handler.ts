import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { paginationOf } from '../../../../platform/http/pagination.dto';
import { type SellerInquiriesPage } from '../../http/inquiry.response.dto';
import { INQUIRY_COLUMNS, INQUIRY_FROM, type InquiryRow, toSellerInquiry } from '../inquiry-rows';
import { type GetSellerInquiriesQuery } from './get-seller-inquiries.query';

/** The inquiries about the caller's listings, as leads: with priority and the seller's notes. */
@Injectable()
export class GetSellerInquiriesHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(query: GetSellerInquiriesQuery): Promise<SellerInquiriesPage> {
    const params: unknown[] = [query.sellerId];
    const where = ['q.seller_id = $1'];
    if (query.statuses?.length) {
      params.push(query.statuses);
      where.push(`q.status = any($${params.length}::text[])`);
    }
    if (query.priorities?.length) {
      params.push(query.priorities);
      where.push(`q.priority = any($${params.length}::text[])`);
    }
    const search = query.search?.trim().toLowerCase();
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
      const p = `$${params.length}`;
      where.push(
        `(d.name like ${p} or lower(c.buyer_name) like ${p} or lower(c.buyer_email) like ${p}
          or lower(c.message) like ${p})`,
      );
    }
    const condition = where.join(' and ');
    const [{ total }] = await this.dataSource.query<[{ total: number }]>(
      `select count(*)::int as total from ${INQUIRY_FROM} where ${condition}`,
      params,
    );
    const rows = await this.dataSource.query<InquiryRow[]>(
      `select ${INQUIRY_COLUMNS} from ${INQUIRY_FROM} where ${condition}
        order by q.created_at desc, q.id
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    return {
      inquiries: rows.map(toSellerInquiry),
      pagination: paginationOf(query.page, query.limit, total),
    };
  }
}
