import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { paginationOf } from '../../../platform/http/pagination.dto';
import { isUuid } from '../../../platform/http/uuid';
import { InquiryNotFoundError } from '../model/inquiry.errors';
import { type InquiryPriority, type InquiryStatus, type InquiryType } from '../model/inquiry-rules';
import {
  type Inquiry,
  type InquiriesPage,
  type SellerInquiriesPage,
  type SellerInquiry,
} from './inquiry.response.dto';

interface InquiryRow {
  id: string;
  listing_id: string;
  inquiry_type: InquiryType;
  priority: InquiryPriority;
  status: InquiryStatus;
  notes: string;
  created_at: Date;
  updated_at: Date;
  buyer_name: string | null;
  buyer_email: string | null;
  message: string | null;
  domain_name: string | null;
  price_cents: number | null;
}

const COLUMNS = `q.id, q.listing_id, q.inquiry_type, q.priority, q.status, q.notes, q.created_at,
  q.updated_at, c.buyer_name, c.buyer_email, c.message, d.name as domain_name, d.price_cents`;
/** A lead with what its buyer wrote (gone if erased) and its domain's name and price. */
const FROM = `inquiry_leads q
  left join inquiry_contacts c on c.inquiry_id = q.id
  left join lead_listings d on d.listing_id = q.listing_id`;

export interface InquiryFilter {
  page: number;
  limit: number;
  statuses?: InquiryStatus[];
  priorities?: InquiryPriority[];
  /** Part of the domain name, the buyer's name or e-mail, or the message. */
  search?: string;
}

/** Reads inquiries for their buyer or their seller; nobody else ever sees one. */
@Injectable()
export class InquiryReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findForBuyer(inquiryId: string, buyerId: string): Promise<Inquiry> {
    return toInquiry(await this.findOne(inquiryId, 'q.buyer_id', buyerId));
  }

  async findForSeller(inquiryId: string, sellerId: string): Promise<SellerInquiry> {
    return toSellerInquiry(await this.findOne(inquiryId, 'q.seller_id', sellerId));
  }

  async pageForBuyer(buyerId: string, filter: InquiryFilter): Promise<InquiriesPage> {
    const { rows, pagination } = await this.page('q.buyer_id', buyerId, filter);
    return { inquiries: rows.map(toInquiry), pagination };
  }

  async pageForSeller(sellerId: string, filter: InquiryFilter): Promise<SellerInquiriesPage> {
    const { rows, pagination } = await this.page('q.seller_id', sellerId, filter);
    return { inquiries: rows.map(toSellerInquiry), pagination };
  }

  private async findOne(inquiryId: string, party: string, userId: string): Promise<InquiryRow> {
    if (!isUuid(inquiryId)) throw new InquiryNotFoundError();
    const [row] = await this.dataSource.query<InquiryRow[]>(
      `select ${COLUMNS} from ${FROM} where q.id = $1 and ${party} = $2`,
      [inquiryId, userId],
    );
    if (!row) throw new InquiryNotFoundError();
    return row;
  }

  private async page(party: string, userId: string, filter: InquiryFilter) {
    const params: unknown[] = [userId];
    const where = [`${party} = $1`];
    if (filter.statuses?.length) {
      params.push(filter.statuses);
      where.push(`q.status = any($${params.length}::text[])`);
    }
    if (filter.priorities?.length) {
      params.push(filter.priorities);
      where.push(`q.priority = any($${params.length}::text[])`);
    }
    const search = filter.search?.trim().toLowerCase();
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
      `select count(*)::int as total from ${FROM} where ${condition}`,
      params,
    );
    const rows = await this.dataSource.query<InquiryRow[]>(
      `select ${COLUMNS} from ${FROM} where ${condition}
        order by q.created_at desc, q.id
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    );
    return { rows, pagination: paginationOf(filter.page, filter.limit, total) };
  }
}

function toInquiry(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    buyer_name: row.buyer_name ?? '',
    buyer_email: row.buyer_email ?? '',
    message: row.message ?? '',
    inquiryType: row.inquiry_type,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    domain: {
      id: row.listing_id,
      name: row.domain_name ?? '',
      price: (row.price_cents ?? 0) / 100,
    },
  };
}

function toSellerInquiry(row: InquiryRow): SellerInquiry {
  return { ...toInquiry(row), priority: row.priority, notes: row.notes };
}
