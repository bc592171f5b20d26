import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import { type WaitingListEvent } from './marketing.events';
import { type JoinWaitingList, waitingListDecider } from './waiting-list';

const given = DeciderSpecification.for(waitingListDecider);
const now = new Date('2026-06-01T12:00:00.000Z');
const join = (alreadyJoined: boolean): JoinWaitingList => ({
  type: 'JoinWaitingList',
  entryId: 'entry-1',
  interestType: 'buyer',
  alreadyJoined,
  now,
});
const joined: WaitingListEvent = {
  type: 'marketing.WaitingListJoined',
  data: { entryId: 'entry-1', interestType: 'buyer', joinedAt: now.toISOString() },
};

describe('a waiting-list entry', () => {
  it('is joined by an address new to the list with this interest', () => {
    given().when(join(false)).then([joined]);
  });

  it('records nothing for an address on the list with this interest already', () => {
    given().when(join(true)).thenNothingHappened();
    given(joined).when(join(false)).thenNothingHappened();
  });
});
