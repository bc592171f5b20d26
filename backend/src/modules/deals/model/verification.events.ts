import { derivedUuid } from '../../../platform/event-store/event-id';
import { type DealRole } from './deal-rules';
import { type VerificationType } from './verification-templates';

/** Events of a `verification-<uuid>` stream: one checklist of one deal. */
export const VERIFICATION_STREAM_PREFIX = 'verification-';
export const verificationStreamId = (verificationId: string) =>
  `${VERIFICATION_STREAM_PREFIX}${verificationId}`;

/** One checklist per type and timeline: its id is derived from both. */
export const verificationIdFor = (timelineId: string, type: VerificationType) =>
  derivedUuid(`dlm.deals.verification:${timelineId}:${type}`);

export interface VerificationCreated {
  type: 'deals.VerificationCreated';
  data: {
    verificationId: string;
    timelineId: string;
    type: VerificationType;
    role: DealRole;
    createdAt: string;
  };
}

/** The item as it is now: a null value is a cleared (pending) item. */
export interface VerificationItemUpdated {
  type: 'deals.VerificationItemUpdated';
  data: {
    verificationId: string;
    field: string;
    value: string | null;
    notes: string | null;
    role: DealRole;
    updatedAt: string;
  };
}

export type VerificationEvent = VerificationCreated | VerificationItemUpdated;

export const VERIFICATION_EVENT_TYPES = [
  'deals.VerificationCreated',
  'deals.VerificationItemUpdated',
] as const satisfies readonly VerificationEvent['type'][];
