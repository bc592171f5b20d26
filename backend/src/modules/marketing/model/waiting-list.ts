import { type CommandStream, type Decider, streamOf } from '../../../platform/event-store/decider';
import { type WaitingListEvent, waitingListStreamId } from './marketing.events';
import { type InterestType } from './marketing-rules';

export interface WaitingListEntryState {
  joined: boolean;
}

/** `alreadyJoined`: the address is on the list with this interest already. */
export interface JoinWaitingList {
  type: 'JoinWaitingList';
  entryId: string;
  interestType: InterestType;
  alreadyJoined: boolean;
  now: Date;
}

/** One entry per e-mail address and interest: a second sign-up records nothing. */
export function decide(command: JoinWaitingList, state: WaitingListEntryState): WaitingListEvent[] {
  if (command.alreadyJoined || state.joined) return [];
  return [
    {
      type: 'marketing.WaitingListJoined',
      data: {
        entryId: command.entryId,
        interestType: command.interestType,
        joinedAt: command.now.toISOString(),
      },
    },
  ];
}

export const waitingListDecider: Decider<JoinWaitingList, WaitingListEvent, WaitingListEntryState> =
  {
    initialState: () => ({ joined: false }),
    evolve: () => ({ joined: true }),
    decide,
  };

/** The stream of one waiting-list entry. */
export function waitingListStream(
  entryId: string,
): CommandStream<WaitingListEntryState, WaitingListEvent> {
  return streamOf(waitingListStreamId(entryId), waitingListDecider);
}
