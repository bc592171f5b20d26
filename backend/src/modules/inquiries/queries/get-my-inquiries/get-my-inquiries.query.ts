import { type InquiryStatus } from '../../model/inquiry-rules';

/** A page of the inquiries the caller sent, newest first. */
export interface GetMyInquiriesQuery {
  buyerId: string;
  page: number;
  limit: number;
  statuses?: InquiryStatus[];
}
