import { defineReadModel, defineTable } from '../../../platform/projections/read-model';
import { type ResponseTemplateEvent, type ResponseTemplateSaved } from '../model/inquiry.events';

type TemplateRow = {
  id: string;
  seller_id: string;
  name: string;
  inquiry_type: string;
  subject: string;
  body: string;
  updated_at: string;
};

const HANDLED_TYPES = [
  'inquiries.ResponseTemplateSaved',
  'inquiries.ResponseTemplateDeleted',
] as const satisfies readonly ResponseTemplateEvent['type'][];

/**
 * `response_templates`: each seller's templates as last saved; a deleted one's row is removed.
 * Inline: saved, then listed.
 */
export const responseTemplatesReadModel = defineReadModel({
  name: 'inquiries.response-templates',
  eventTypes: HANDLED_TYPES,
  tables: [
    defineTable<TemplateRow>({
      table: 'response_templates',
      columns: ['id', 'seller_id', 'name', 'inquiry_type', 'subject', 'body', 'updated_at'],
      key: ['id'],
      keysOf: (event) => [{ id: (event.data as { templateId: string }).templateId }],
      evolve(_row, event) {
        if (event.type === 'inquiries.ResponseTemplateDeleted') return undefined;
        const data = event.data as ResponseTemplateSaved['data'];
        return {
          id: data.templateId,
          seller_id: data.sellerId,
          name: data.name,
          inquiry_type: data.inquiryType,
          subject: data.subject,
          body: data.body,
          updated_at: data.savedAt,
        };
      },
    }),
  ],
});
