import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ResponseTemplateNotFoundError } from '../../model/inquiry.errors';
import { type InquiryType } from '../../model/inquiry-rules';
import { type ResponseTemplate } from '../../http/response-template.response.dto';

interface TemplateRow {
  id: string;
  name: string;
  inquiry_type: InquiryType;
  subject: string;
  body: string;
  updated_at: Date;
}

const COLUMNS = 'id, name, inquiry_type, subject, body, updated_at';

/** A seller's own response templates, by name. */
@Injectable()
export class ResponseTemplateReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async all(sellerId: string): Promise<ResponseTemplate[]> {
    const rows = await this.dataSource.query<TemplateRow[]>(
      `select ${COLUMNS} from response_templates where seller_id = $1 order by name, id`,
      [sellerId],
    );
    return rows.map(toTemplate);
  }

  async find(sellerId: string, templateId: string): Promise<ResponseTemplate> {
    const [row] = await this.dataSource.query<TemplateRow[]>(
      `select ${COLUMNS} from response_templates where seller_id = $1 and id = $2`,
      [sellerId, templateId],
    );
    if (!row) throw new ResponseTemplateNotFoundError();
    return toTemplate(row);
  }
}

function toTemplate(row: TemplateRow): ResponseTemplate {
  return {
    id: row.id,
    name: row.name,
    inquiryType: row.inquiry_type,
    subject: row.subject,
    body: row.body,
    updated_at: row.updated_at.toISOString(),
  };
}
