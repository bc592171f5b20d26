import { type InterestType } from './marketing-rules';

/**
 * Events of the `waitlist-<entryId>` and `contact-<messageId>` streams. The e-mail addresses,
 * names and messages stay in `waitlist_entries` and `contact_messages`, beside the log, so they
 * can be erased without breaking a replay.
 */
export const waitingListStreamId = (entryId: string) => `waitlist-${entryId}`;
export const contactStreamId = (messageId: string) => `contact-${messageId}`;

export interface WaitingListJoined {
  type: 'marketing.WaitingListJoined';
  data: { entryId: string; interestType: InterestType; joinedAt: string };
}

export interface ContactMessageReceived {
  type: 'marketing.ContactMessageReceived';
  data: { messageId: string; receivedAt: string };
}

export type WaitingListEvent = WaitingListJoined;
export type ContactEvent = ContactMessageReceived;
