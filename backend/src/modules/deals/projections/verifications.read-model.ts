import { defineReadModel, defineTable } from '../../../platform/projections/read-model';
import {
  VERIFICATION_EVENT_TYPES,
  type VerificationCreated,
  type VerificationItemUpdated,
} from '../model/verification.events';

type VerificationRow = {
  id: string;
  timeline_id: string;
  type: string;
  created_at: string;
  version: number;
};

type ItemRow = {
  verification_id: string;
  field: string;
  value: string | null;
  notes: string | null;
  updated_at: string;
  updated_by: string;
};

const verificationIdOf = (data: unknown) => (data as { verificationId: string }).verificationId;

/**
 * `deal_verifications` (each checklist) and `deal_verification_items` (each item filled in at
 * least once, as it is now). A checklist row keeps the stream position it reflects; an item
 * update at or below it changes nothing, so applying an event twice changes nothing. Inline.
 */
export const verificationsReadModel = defineReadModel({
  name: 'deals.verifications',
  eventTypes: VERIFICATION_EVENT_TYPES,
  tables: [
    defineTable<VerificationRow>({
      table: 'deal_verifications',
      columns: ['id', 'timeline_id', 'type', 'created_at', 'version'],
      key: ['id'],
      madeBy: ['deals.VerificationCreated'],
      keysOf: (event) => [{ id: verificationIdOf(event.data) }],
      evolve(verification, event) {
        const position = Number(event.streamPosition);
        if (event.type === 'deals.VerificationCreated') {
          const data = event.data as VerificationCreated['data'];
          return (
            verification ?? {
              id: data.verificationId,
              timeline_id: data.timelineId,
              type: data.type,
              created_at: data.createdAt,
              version: position,
            }
          );
        }
        return verification && verification.version < position
          ? { ...verification, version: position }
          : verification;
      },
    }),
    defineTable<ItemRow>({
      table: 'deal_verification_items',
      columns: ['verification_id', 'field', 'value', 'notes', 'updated_at', 'updated_by'],
      key: ['verification_id', 'field'],
      keysOf: (event) =>
        event.type === 'deals.VerificationItemUpdated'
          ? [
              {
                verification_id: verificationIdOf(event.data),
                field: (event.data as VerificationItemUpdated['data']).field,
              },
            ]
          : [],
      evolve(item, event, read) {
        const data = event.data as VerificationItemUpdated['data'];
        // The checklist, evolved first, is at this event's position only if the event is its latest.
        const verification = read('deal_verifications', { id: data.verificationId });
        if (!verification || Number(verification.version) !== Number(event.streamPosition))
          return item;
        return {
          verification_id: data.verificationId,
          field: data.field,
          value: data.value,
          notes: data.notes,
          updated_at: data.updatedAt,
          updated_by: data.role,
        };
      },
    }),
  ],
});
