import { type InquiryType } from '../model/inquiry-rules';
import { type ResponseTemplate } from '../http/response-template.response.dto';

/** A `response_templates` row as read with `TEMPLATE_COLUMNS`. */
export interface TemplateRow {
  id: string;
  name: string;
  inquiry_type: InquiryType;
  subject: string;
  body: string;
  updated_at: Date;
}

export const TEMPLATE_COLUMNS = 'id, name, inquiry_type, subject, body, updated_at';

export function toTemplate(row: TemplateRow): ResponseTemplate {
  return {
    id: row.id,
    name: row.name,
    inquiryType: row.inquiry_type,
    subject: row.subject,
    body: row.body,
    updated_at: row.updated_at.toISOString(),
  };
}
