import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { paginationOf } from '../../../../platform/http/pagination.dto';
import { type InquiriesPage } from '../../http/inquiry.response.dto';
import { INQUIRY_COLUMNS, INQUIRY_FROM, type InquiryRow, toInquiry } from '../inquiry-rows';
import { type GetMyInquiriesQuery } from './get-my-inquiries.query';

/** The inquiries the caller sent, as their buyer sees them. */
@Injectable()
export class GetMyInquiriesHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(query: GetMyInquiriesQuery): Promise<InquiriesPage> {
    const params: unknown[] = [query.buyerId];
    const where = ['q.buyer_id = $1'];
    if (query.statuses?.length) {
      params.push(query.statuses);
      where.push(`q.status = any($${params.length}::text[])`);
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
      inquiries: rows.map(toInquiry),
      pagination: paginationOf(query.page, query.limit, total),
    };
  }
}
