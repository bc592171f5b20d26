import { type Decider } from '../../../platform/event-store/decider';
import { InquiryNotFoundError } from './inquiry.errors';
import { type InquiryEvent } from './inquiry.events';
import { type InquiryStatus, type InquiryType, PRIORITY_OF } from './inquiry-rules';

export interface InquiryState {
  status: 'none' | InquiryStatus;
  inquiryId?: string;
  sellerId?: string;
  listingId?: string;
  buyerId?: string;
  notes?: string;
}

export type InquiryCommand =
  | {
      type: 'SubmitInquiry';
      inquiryId: string;
      listingId: string;
      sellerId: string;
      buyerId: string;
      inquiryType: InquiryType;
      now: Date;
    }
  | {
      type: 'ChangeInquiryStatus';
      sellerId: string;
      status: InquiryStatus;
      /** Absent: the notes stay as they are. */
      notes?: string;
      soldListingId?: string;
      now: Date;
    };

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
    if (state.status !== 'none') throw new Error('An inquiry id is used once');
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
  const notesChanged = command.notes !== undefined && command.notes !== (state.notes ?? '');
  if (command.status === state.status && !notesChanged && !command.soldListingId) return [];
  return [
    {
      type: 'inquiries.InquiryStatusChanged',
      data: {
        inquiryId: state.inquiryId,
        sellerId: command.sellerId,
        status: command.status,
        ...(notesChanged ? { notes: command.notes } : {}),
        changedAt: command.now.toISOString(),
        ...(command.soldListingId ? { soldListingId: command.soldListingId } : {}),
      },
    },
  ];
}

export const inquiryDecider: Decider<InquiryCommand, InquiryEvent, InquiryState> = {
  initialState: initialInquiry,
  evolve,
  decide,
};
