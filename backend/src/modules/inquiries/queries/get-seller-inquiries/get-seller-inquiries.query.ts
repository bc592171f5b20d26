import { type InquiryPriority, type InquiryStatus } from '../../model/inquiry-rules';

/** A page of the caller's leads, newest first; absent filters are undefined. */
export interface GetSellerInquiriesQuery {
  sellerId: string;
  page: number;
  limit: number;
  statuses?: InquiryStatus[];
  priorities?: InquiryPriority[];
  /** Part of the domain name, the buyer's name or e-mail, or the message. */
  search?: string;
}
