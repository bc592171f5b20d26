import { type InquiryPriority, type InquiryStatus, type InquiryType } from './inquiry-rules';

/**
 * Events of an `inquiry-<uuid>` stream. The buyer's name, e-mail and message are personal data and
 * live in `inquiry_contacts`, never here.
 */
export const INQUIRY_STREAM_PREFIX = 'inquiry-';
export const inquiryStreamId = (inquiryId: string) => `${INQUIRY_STREAM_PREFIX}${inquiryId}`;

export interface InquirySubmitted {
  type: 'inquiries.InquirySubmitted';
  data: {
    inquiryId: string;
    listingId: string;
    sellerId: string;
    buyerId: string;
    inquiryType: InquiryType;
    priority: InquiryPriority;
    submittedAt: string;
  };
}

/** The seller moved the lead; `soldListingId` when it was archived because the domain sold to it. */
export interface InquiryStatusChanged {
  type: 'inquiries.InquiryStatusChanged';
  data: {
    inquiryId: string;
    sellerId: string;
    status: InquiryStatus;
    notes?: string;
    changedAt: string;
    soldListingId?: string;
  };
}

export type InquiryEvent = InquirySubmitted | InquiryStatusChanged;

export const INQUIRY_EVENT_TYPES = [
  'inquiries.InquirySubmitted',
  'inquiries.InquiryStatusChanged',
] as const satisfies readonly InquiryEvent['type'][];

/** A seller's response templates: stream `response-templates-<sellerId>`. */
export const responseTemplatesStreamId = (sellerId: string) => `response-templates-${sellerId}`;

export interface ResponseTemplateSaved {
  type: 'inquiries.ResponseTemplateSaved';
  data: {
    templateId: string;
    sellerId: string;
    name: string;
    inquiryType: InquiryType;
    subject: string;
    body: string;
    savedAt: string;
  };
}

/** The seller deleted one of their templates; its id is never used again. */
export interface ResponseTemplateDeleted {
  type: 'inquiries.ResponseTemplateDeleted';
  data: {
    templateId: string;
    sellerId: string;
    deletedAt: string;
  };
}

export type ResponseTemplateEvent = ResponseTemplateSaved | ResponseTemplateDeleted;
