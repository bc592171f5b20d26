import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { moduleKeys } from '../api/module-keys';
import type { components } from '@dlm/sdk';
import { STALE_TIME } from '../query-client';
import { useAuth } from './auth-context';

export type Profile = components['schemas']['Profile'];

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...moduleKeys.identity, 'profile', userId],
    queryFn: ({ signal }) => unwrap(api.GET('/api/user/profile', { signal })),
    staleTime: STALE_TIME.medium,
  });
}

/** The signed-in user's profile; idle while signed out and during the post-sign-in wait. */
export function useProfile() {
  const { user, profileReady } = useAuth();
  return useQuery({
    ...profileQueryOptions(user?.id ?? ''),
    enabled: user !== null && profileReady,
  });
}
