import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Profile } from '../../../lib/auth/profile';
import { type Subscription, periodEndDate } from '../api/subscription';
import { countOf, formatDate } from '../../../lib/format';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { Section } from './section';

function ProTerm({ subscription }: { subscription: Subscription }) {
  const end = periodEndDate(subscription);
  if (!end) return null;
  return subscription.cancel_at_period_end ? (
    <Text c="orange.8" fw={600}>
      Cancelled — Pro until {formatDate(end)}
    </Text>
  ) : (
    <Text c="dimmed">Renews on {formatDate(end)}</Text>
  );
}

interface CurrentPlanProps {
  profile: Profile | undefined;
  subscription: Subscription | undefined;
  isPro: boolean;
  loading: boolean;
}

export function CurrentPlan({ profile, subscription, isPro, loading }: CurrentPlanProps) {
  const [confirming, dialog] = useDisclosure(false);

  return (
    <Section title="Current Plan">
      {loading ? (
        <Skeleton h={60} />
      ) : !profile ? (
        <Text c="red">Failed to load profile data</Text>
      ) : (
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Group gap="xs">
              <Text fz={24} fw={800} aria-label="Plan">
                {isPro ? 'Liquidation Pro' : 'Free'}
              </Text>
              {isPro && <Badge color="grape">Pro</Badge>}
            </Group>
            {isPro && subscription && <ProTerm subscription={subscription} />}
            <Text size="sm">{countOf(profile.available_credits, 'credit')} available</Text>
          </Stack>
          {isPro && subscription && !subscription.cancel_at_period_end && (
            <Button variant="light" color="red" onClick={dialog.open}>
              Cancel Subscription
            </Button>
          )}
        </Group>
      )}
      {subscription && (
        <CancelSubscriptionDialog
          opened={confirming}
          onClose={dialog.close}
          periodEnd={periodEndDate(subscription)}
        />
      )}
    </Section>
  );
}
