import { type Profile, useProfile } from '../../../lib/auth/profile';
import { type Subscription, useSubscription } from './subscription';

/** Spec section 4: Pro = user_tier pro and subscription_status active; otherwise free. */
export function isProPlan(profile: Profile, subscription: Subscription): boolean {
  return profile.user_tier === 'pro' && subscription.subscription_status === 'active';
}

export interface Plan {
  /** True until both the profile and the subscription have been asked for. */
  isPending: boolean;
  /** False while pending, and when either answer is missing: Pro needs both to say so. */
  isPro: boolean;
}

export function usePlan(): Plan {
  const profile = useProfile();
  const subscription = useSubscription();
  return {
    isPending: profile.isPending || subscription.isPending,
    isPro:
      profile.data !== undefined &&
      subscription.data !== undefined &&
      isProPlan(profile.data, subscription.data),
  };
}
