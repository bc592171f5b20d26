import { type InquiryType } from '../../model/inquiry-rules';

/** Create a response template, or replace one of the seller's own when `templateId` is given. */
export interface SaveResponseTemplateCommand {
  sellerId: string;
  templateId?: string;
  name: string;
  inquiryType: InquiryType;
  subject: string;
  body: string;
}
