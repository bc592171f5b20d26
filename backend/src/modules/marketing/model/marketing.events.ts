import { eventIdFor } from '../../../platform/event-store/event-id';
import { type AppendRequest } from '../../../platform/event-store/event';
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

/** A new stream holding one event, whose id derives from the entry's or message's own id. */
export function firstEventOf(
  streamId: string,
  id: string,
  event: WaitingListJoined | ContactMessageReceived,
): AppendRequest {
  return { streamId, expectedVersion: 'no_stream', events: [{ ...event, id: eventIdFor(id) }] };
}
