import { type CommandStream, type Decider, streamOf } from '../../../platform/event-store/decider';
import { isUuid } from '../../../platform/ids/uuid';
import { InquiryNotFoundError, TooManyInquiriesError } from './inquiry.errors';
import { type InquiryEvent, inquiryStreamId } from './inquiry.events';
import {
  INQUIRIES_PER_HOUR,
  type InquiryStatus,
  type InquiryType,
  PRIORITY_OF,
  soldNote,
} from './inquiry-rules';

export interface InquiryState {
  status: 'none' | InquiryStatus;
  inquiryId?: string;
  sellerId?: string;
  listingId?: string;
  buyerId?: string;
  notes?: string;
}

/**
 * `sellerId` of SubmitInquiry is the listing's seller, known once the listing accepted the
 * inquiry; `sentLastHour` counts the buyer's inquiries of the last hour.
 */
export type InquiryCommand =
  | {
      type: 'SubmitInquiry';
      inquiryId: string;
      listingId: string;
      sellerId: string | undefined;
      buyerId: string;
      inquiryType: InquiryType;
      sentLastHour: number;
      now: Date;
    }
  | {
      type: 'ChangeInquiryStatus';
      sellerId: string;
      status: InquiryStatus;
      /** Absent: the notes stay as they are. */
      notes?: string;
      now: Date;
    }
  /** The seller sold the domain to the lead's buyer: the lead is archived with a dated note. */
  | { type: 'MarkLeadSold'; sellerId: string; now: Date };

export const initialInquiry = (): InquiryState => ({ status: 'none' });

export function evolve(state: InquiryState, event: InquiryEvent): InquiryState {
  switch (event.type) {
    case 'inquiries.InquirySubmitted':
      return {
        status: 'new',
        inquiryId: event.data.inquiryId,
        sellerId: event.data.sellerId,
        listingId: event.data.listingId,
        buyerId: event.data.buyerId,
      };
    case 'inquiries.InquiryStatusChanged':
      return { ...state, status: event.data.status, notes: event.data.notes ?? state.notes };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function decide(command: InquiryCommand, state: InquiryState): InquiryEvent[] {
  if (command.type === 'SubmitInquiry') {
    if (command.sentLastHour >= INQUIRIES_PER_HOUR) throw new TooManyInquiriesError();
    if (state.status !== 'none') throw new Error('An inquiry id is used once');
    if (!command.sellerId) throw new Error('An inquiry is about a listing with a seller');
    return [
      {
        type: 'inquiries.InquirySubmitted',
        data: {
          inquiryId: command.inquiryId,
          listingId: command.listingId,
          sellerId: command.sellerId,
          buyerId: command.buyerId,
          inquiryType: command.inquiryType,
          priority: PRIORITY_OF[command.inquiryType],
          submittedAt: command.now.toISOString(),
        },
      },
    ];
  }
  if (state.status === 'none' || !state.inquiryId || state.sellerId !== command.sellerId)
    throw new InquiryNotFoundError();
  if (command.type === 'MarkLeadSold') {
    const notes = soldNote(command.now);
    return [
      {
        type: 'inquiries.InquiryStatusChanged',
        data: {
          inquiryId: state.inquiryId,
          sellerId: command.sellerId,
          status: 'archived',
          ...(notes !== (state.notes ?? '') ? { notes } : {}),
          changedAt: command.now.toISOString(),
          ...(state.listingId ? { soldListingId: state.listingId } : {}),
        },
      },
    ];
  }
  const notesChanged = command.notes !== undefined && command.notes !== (state.notes ?? '');
  if (command.status === state.status && !notesChanged) return [];
  return [
    {
      type: 'inquiries.InquiryStatusChanged',
      data: {
        inquiryId: state.inquiryId,
        sellerId: command.sellerId,
        status: command.status,
        ...(notesChanged ? { notes: command.notes } : {}),
        changedAt: command.now.toISOString(),
      },
    },
  ];
}

export const inquiryDecider: Decider<InquiryCommand, InquiryEvent, InquiryState> = {
  initialState: initialInquiry,
  evolve,
  decide,
};

/** An inquiry's stream, for a command on it. A malformed id is an inquiry that does not exist. */
export function inquiryStream(inquiryId: string): CommandStream<InquiryState, InquiryEvent> {
  if (!isUuid(inquiryId)) throw new InquiryNotFoundError();
  return streamOf(inquiryStreamId(inquiryId), inquiryDecider);
}
