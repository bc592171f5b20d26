import { Badge, type MantineBreakpoint } from '@mantine/core';
import { useProfile } from '../../lib/auth/profile';
import { usePlan } from '../../features/billing/api/plan';
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

/**
 * Spec section 2: "Liquidation Pro" and the credits left, for active Pro users only. In the header's
 * row it shows from `visibleFrom` on: below it the row has no room for it beside every link.
 */
export function ProStatusBadge({ visibleFrom }: { visibleFrom?: MantineBreakpoint }) {
  const plan = usePlan();
  const profile = useProfile();
  if (!plan.isPro || !profile.data) return null;
  return (
    <Badge
      variant="outline"
      color="grape"
      tt="none"
      visibleFrom={visibleFrom}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      Liquidation Pro · {countOf(profile.data.available_credits, 'credit')} left
    </Badge>
  );
}
