import { Badge } from '@mantine/core';
import { useProfile } from '../../lib/auth/profile';
import { usePlan } from '../../lib/billing/plan';
import { countOf } from '../../lib/format';

export function PlanBadge() {
  const plan = usePlan();
  const profile = useProfile();
  if (plan.isPending || !profile.data) return null;
  return (
    <Badge
      variant={plan.isPro ? 'filled' : 'light'}
      color={plan.isPro ? 'grape' : 'gray'}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {plan.isPro ? 'Pro' : 'Free'}
    </Badge>
  );
}

/** Spec section 2: "Liquidation Pro" and the credits left, for active Pro users only. */
export function ProStatusBadge() {
  const plan = usePlan();
  const profile = useProfile();
  if (!plan.isPro || !profile.data) return null;
  return (
    <Badge variant="outline" color="grape" tt="none" style={{ flexShrink: 0, overflow: 'visible' }}>
      Liquidation Pro · {countOf(profile.data.available_credits, 'credit')} left
    </Badge>
  );
}
