import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { VERIFICATION_EVENT_TYPES, type VerificationEvent } from '../model/verification.events';

/**
 * `deal_verifications` (each checklist) and `deal_verification_items` (each item filled in at
 * least once, as it is now). A checklist row keeps the stream position it reflects; an item
 * update at or below it is skipped, so applying an event twice changes nothing.
 */
@Injectable()
export class VerificationsProjection implements Projection {
  readonly name = 'deals.verifications';
  readonly eventTypes = VERIFICATION_EVENT_TYPES;
  readonly tables = ['deal_verifications', 'deal_verification_items'] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as VerificationEvent;
      const position = String(recorded.streamPosition);
      switch (event.type) {
        case 'deals.VerificationCreated':
          await manager.query(
            `insert into deal_verifications (id, timeline_id, type, created_at, version)
             values ($1, $2, $3, $4, $5)
             on conflict (id) do nothing`,
            [
              event.data.verificationId,
              event.data.timelineId,
              event.data.type,
              event.data.createdAt,
              position,
            ],
          );
          break;
        case 'deals.VerificationItemUpdated': {
          const data = event.data;
          const advanced = await manager.query<Array<{ id: string }>>(
            `update deal_verifications set version = $2 where id = $1 and version < $2
             returning id`,
            [data.verificationId, position],
          );
          if (advanced.length === 0) break;
          await manager.query(
            `insert into deal_verification_items (verification_id, field, value, notes,
               updated_at, updated_by)
             values ($1, $2, $3, $4, $5, $6)
             on conflict (verification_id, field) do update
               set value = excluded.value, notes = excluded.notes,
                   updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
            [data.verificationId, data.field, data.value, data.notes, data.updatedAt, data.role],
          );
          break;
        }
        default: {
          const unknown: never = event;
          return unknown;
        }
      }
    }
  }
}
