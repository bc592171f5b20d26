import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { Profile } from '../../../lib/auth/profile';
import { pluralize } from '../../../lib/format';

/** Spec section 9: the low-credit warning covers 1 to 5 credits. */
const LOW_CREDITS_MAX = 5;

function CreditsBadge({ credits }: { credits: number }) {
  if (credits === 0) return <Badge color="red">No credits available</Badge>;
  if (credits <= LOW_CREDITS_MAX) return <Badge color="yellow">Low credits</Badge>;
  return null;
}

interface CreditsCardProps {
  profile: Profile | undefined;
  isPro: boolean;
  failed: boolean;
}

export function CreditsCard({ profile, isPro, failed }: CreditsCardProps) {
  const titleId = useId();

  return (
    <Paper withBorder p="lg" role="region" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Text id={titleId} size="sm" c="dimmed" fw={600} tt="uppercase">
          {isPro ? 'Pro Credits' : 'Available Credits'}
        </Text>
        {profile ? (
          <>
            <Group gap="xs" align="baseline">
              <Text fz={36} fw={800} lh={1.1} aria-label="Available credits">
                {profile.available_credits}
              </Text>
              <Text c="dimmed">{pluralize(profile.available_credits, 'credit')} remaining</Text>
            </Group>
            <Group>
              <CreditsBadge credits={profile.available_credits} />
            </Group>
          </>
        ) : (
          failed && <Text c="red">Failed to load profile data</Text>
        )}
      </Stack>
    </Paper>
  );
}
