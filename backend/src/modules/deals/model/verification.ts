import { type CommandStream, type Decider, streamOf } from '../../../platform/event-store/decider';
import { isUuid } from '../../../platform/ids/uuid';
import { ValidationError } from '../../../platform/errors/domain-error';
import { DEAL_MESSAGES, type DealRole } from './deal-rules';
import { TimelineNotFoundError, VerificationNotFoundError } from './deal.errors';
import { type VerificationEvent, verificationStreamId } from './verification.events';
import { checklistItem, type VerificationType } from './verification-templates';

interface ItemState {
  value: string | null;
  notes: string | null;
}

export interface VerificationState {
  status: 'none' | 'created';
  verificationId?: string;
  type?: VerificationType;
  items: Record<string, ItemState>;
}

/**
 * `role` is the caller's role in the checklist's deal, undefined when the caller is no party to
 * it: the handler knows the timeline, the checklist does not.
 */
export type VerificationCommand =
  | {
      type: 'CreateVerification';
      verificationId: string;
      timelineId: string;
      checklist: VerificationType;
      role: DealRole | undefined;
      now: Date;
    }
  | {
      type: 'UpdateVerificationItem';
      role: DealRole | undefined;
      field: string;
      /** '' clears the item. */
      value: string;
      /** Absent: the notes stay as they are; '' clears them. */
      notes?: string;
      now: Date;
    };

export const initialVerification = (): VerificationState => ({ status: 'none', items: {} });

export function evolve(state: VerificationState, event: VerificationEvent): VerificationState {
  switch (event.type) {
    case 'deals.VerificationCreated':
      return {
        status: 'created',
        verificationId: event.data.verificationId,
        type: event.data.type,
        items: {},
      };
    case 'deals.VerificationItemUpdated':
      return {
        ...state,
        items: {
          ...state.items,
          [event.data.field]: { value: event.data.value, notes: event.data.notes },
        },
      };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decide(
  command: VerificationCommand,
  state: VerificationState,
): VerificationEvent[] {
  if (command.type === 'CreateVerification') {
    if (!command.role) throw new TimelineNotFoundError();
    if (state.status !== 'none') return [];
    return [
      {
        type: 'deals.VerificationCreated',
        data: {
          verificationId: command.verificationId,
          timelineId: command.timelineId,
          type: command.checklist,
          role: command.role,
          createdAt: command.now.toISOString(),
        },
      },
    ];
  }

  if (state.status === 'none' || !state.verificationId || !state.type || !command.role)
    throw new VerificationNotFoundError();
  if (!checklistItem(state.type, command.field))
    throw new ValidationError([
      { field: 'field', message: DEAL_MESSAGES.unknownItem(command.field) },
    ]);
  const current = state.items[command.field] ?? { value: null, notes: null };
  const value = command.value || null;
  const notes = command.notes === undefined ? current.notes : command.notes || null;
  if (value === current.value && notes === current.notes) return [];
  return [
    {
      type: 'deals.VerificationItemUpdated',
      data: {
        verificationId: state.verificationId,
        field: command.field,
        value,
        notes,
        role: command.role,
        updatedAt: command.now.toISOString(),
      },
    },
  ];
}

export const verificationDecider: Decider<
  VerificationCommand,
  VerificationEvent,
  VerificationState
> = { initialState: initialVerification, evolve, decide };

/** A checklist's stream, for a command on it. A malformed id is a checklist that does not exist. */
export function verificationStream(
  verificationId: string,
): CommandStream<VerificationState, VerificationEvent> {
  if (!isUuid(verificationId)) throw new VerificationNotFoundError();
  return streamOf(verificationStreamId(verificationId), verificationDecider);
}
