import { type InquiryStatus } from '../../model/inquiry-rules';

/** The seller moves a lead: new, responded or archived, with notes of their own. */
export interface ChangeInquiryStatusCommand {
  inquiryId: string;
  sellerId: string;
  status: InquiryStatus;
  /** Absent: the notes stay as they are. */
  notes?: string;
}
