import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ResponseTemplateNotFoundError } from '../model/inquiry.errors';
import { type ResponseTemplate } from '../http/response-template.response.dto';
import { TEMPLATE_COLUMNS, type TemplateRow, toTemplate } from './response-template-rows';

/** What saving a template answers with: the seller's own template as saved. */
@Injectable()
export class ResponseTemplateReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(sellerId: string, templateId: string): Promise<ResponseTemplate> {
    const [row] = await this.dataSource.query<TemplateRow[]>(
      `select ${TEMPLATE_COLUMNS} from response_templates where seller_id = $1 and id = $2`,
      [sellerId, templateId],
    );
    if (!row) throw new ResponseTemplateNotFoundError();
    return toTemplate(row);
  }
}
