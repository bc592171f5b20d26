import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type InquiriesPage } from '../../http/inquiry.response.dto';
import { pageOfInquiries, toInquiry } from '../inquiry-rows';
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
    const { rows, pagination } = await pageOfInquiries(
      this.dataSource.manager,
      where.join(' and '),
      params,
      query,
    );
    return { inquiries: rows.map(toInquiry), pagination };
  }
}
