import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';
import { useAuth } from '../../../lib/auth/auth-context';

export type Subscription = components['schemas']['SubscriptionDto'];

/** Every user's subscription: what a payment or a cancellation changes. */
export const SUBSCRIPTION_KEY = [...moduleKeys.billing, 'subscription'] as const;

export function subscriptionQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...SUBSCRIPTION_KEY, userId],
    queryFn: ({ signal }) => unwrap(api.GET('/api/user/subscription', { signal })),
  });
}

/** The signed-in user's subscription; like the profile, idle during the post-sign-in wait. */
export function useSubscription() {
  const { user, profileReady } = useAuth();
  return useQuery({
    ...subscriptionQueryOptions(user?.id ?? ''),
    enabled: user !== null && profileReady,
  });
}

/** `current_period_end` is in epoch seconds. */
export function periodEndDate(subscription: Subscription): Date | null {
  return subscription.current_period_end === null
    ? null
    : new Date(subscription.current_period_end * 1000);
}
