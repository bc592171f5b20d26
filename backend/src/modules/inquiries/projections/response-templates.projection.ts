import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { type ResponseTemplateEvent, type ResponseTemplateSaved } from '../model/inquiry.events';

/**
 * `response_templates`: each seller's templates as last saved; a deleted one's row is removed.
 * Inline: saved, then listed.
 */
@Injectable()
export class ResponseTemplatesProjection implements Projection {
  readonly name = 'inquiries.response-templates';
  readonly eventTypes = [
    'inquiries.ResponseTemplateSaved',
    'inquiries.ResponseTemplateDeleted',
  ] as const satisfies readonly ResponseTemplateEvent['type'][];
  readonly tables = ['response_templates'] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const event of events) {
      if (event.type === 'inquiries.ResponseTemplateDeleted') {
        await manager.query(`delete from response_templates where id = $1`, [
          (event.data as { templateId: string }).templateId,
        ]);
        continue;
      }
      const data = event.data as ResponseTemplateSaved['data'];
      await manager.query(
        `insert into response_templates (id, seller_id, name, inquiry_type, subject, body, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (id) do update
           set name = excluded.name, inquiry_type = excluded.inquiry_type,
               subject = excluded.subject, body = excluded.body, updated_at = excluded.updated_at`,
        [
          data.templateId,
          data.sellerId,
          data.name,
          data.inquiryType,
          data.subject,
          data.body,
          data.savedAt,
        ],
      );
    }
  }
}
