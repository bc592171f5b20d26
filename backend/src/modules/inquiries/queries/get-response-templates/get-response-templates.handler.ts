import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type ResponseTemplates } from '../../http/response-template.response.dto';
import { TEMPLATE_COLUMNS, type TemplateRow, toTemplate } from '../response-template-rows';
import { type GetResponseTemplatesQuery } from './get-response-templates.query';

/** A seller's own response templates, by name. */
@Injectable()
export class GetResponseTemplatesHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(query: GetResponseTemplatesQuery): Promise<ResponseTemplates> {
    const rows = await this.dataSource.query<TemplateRow[]>(
      `select ${TEMPLATE_COLUMNS} from response_templates where seller_id = $1 order by name, id`,
      [query.sellerId],
    );
    return { templates: rows.map(toTemplate) };
  }
}
