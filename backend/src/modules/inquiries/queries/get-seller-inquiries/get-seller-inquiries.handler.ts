import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type SellerInquiriesPage } from '../../http/inquiry.response.dto';
import { pageOfInquiries, toSellerInquiry } from '../inquiry-rows';
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
    const { rows, pagination } = await pageOfInquiries(
      this.dataSource.manager,
      where.join(' and '),
      params,
      query,
    );
    return { inquiries: rows.map(toSellerInquiry), pagination };
  }
}
