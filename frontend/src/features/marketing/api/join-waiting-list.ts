import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '@dlm/sdk';

export type JoinWaitingListRequest = components['schemas']['JoinWaitingListRequest'];
export type InterestType = JoinWaitingListRequest['interestType'];

/** Nothing on screen reads the waiting list back, so there is no cache to refresh. */
export function useJoinWaitingList() {
  return useMutation({
    mutationFn: (body: JoinWaitingListRequest) => unwrap(api.POST('/api/waitlist', { body })),
  });
}
