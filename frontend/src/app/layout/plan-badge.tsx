import { Badge } from '@mantine/core';
import { useProfile } from '../../lib/auth/profile';

export function PlanBadge() {
  const profile = useProfile();
  if (!profile.data) return null;
  const pro = profile.data.user_tier === 'pro';
  return (
    <Badge variant={pro ? 'filled' : 'light'} color={pro ? 'grape' : 'gray'}>
      {pro ? 'Pro' : 'Free'}
    </Badge>
  );
}
