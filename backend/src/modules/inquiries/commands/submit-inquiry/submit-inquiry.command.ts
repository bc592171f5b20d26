import { type InquiryType } from '../../model/inquiry-rules';

/** A signed-in buyer asks the seller of a listing about it. */
export interface SubmitInquiryCommand {
  buyerId: string;
  listingId: string;
  buyerName: string;
  buyerEmail: string;
  message: string;
  inquiryType: InquiryType;
}
