import { type EntityManager } from 'typeorm';
import { type Pagination, paginationOf } from '../../../platform/http/pagination.dto';
import { type InquiryPriority, type InquiryStatus, type InquiryType } from '../model/inquiry-rules';
import { type Inquiry, type SellerInquiry } from '../http/inquiry.response.dto';

/** A lead as read with `INQUIRY_COLUMNS` from `INQUIRY_FROM`. */
export interface InquiryRow {
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

export const INQUIRY_COLUMNS = `q.id, q.listing_id, q.inquiry_type, q.priority, q.status, q.notes,
  q.created_at, q.updated_at, c.buyer_name, c.buyer_email, c.message, d.name as domain_name,
  d.price_cents`;
/** A lead with what its buyer wrote (gone if erased) and its domain's name and price. */
export const INQUIRY_FROM = `inquiry_leads q
  left join inquiry_contacts c on c.inquiry_id = q.id
  left join lead_listings d on d.listing_id = q.listing_id`;

export function toInquiry(row: InquiryRow): Inquiry {
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

export function toSellerInquiry(row: InquiryRow): SellerInquiry {
  return { ...toInquiry(row), priority: row.priority, notes: row.notes };
}

/** One page of the inquiries that meet `condition` (over `params`), newest first, with the total. */
export async function pageOfInquiries(
  manager: EntityManager,
  condition: string,
  params: unknown[],
  page: { page: number; limit: number },
): Promise<{ rows: InquiryRow[]; pagination: Pagination }> {
  const [{ total }] = await manager.query<[{ total: number }]>(
    `select count(*)::int as total from ${INQUIRY_FROM} where ${condition}`,
    params,
  );
  const rows = await manager.query<InquiryRow[]>(
    `select ${INQUIRY_COLUMNS} from ${INQUIRY_FROM} where ${condition}
      order by q.created_at desc, q.id
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.limit, (page.page - 1) * page.limit],
  );
  return { rows, pagination: paginationOf(page.page, page.limit, total) };
}
