import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Profile } from '../../../lib/auth/profile';
import { pluralize } from '../../../lib/format';

function ProPanel({ credits }: { credits: number }) {
  const titleId = useId();
  return (
    <Paper withBorder p="lg" role="region" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title id={titleId} order={2} size="h4">
            Liquidation Pro
          </Title>
          <Badge color="grape">Pro</Badge>
        </Group>
        <List spacing={4} size="sm">
          <List.Item>
            {credits} listing {pluralize(credits, 'credit')} left (100 a year, about $5 each)
          </List.Item>
          <List.Item>Priority placement: your listings are Featured</List.Item>
          <List.Item>Advanced analytics</List.Item>
          <List.Item>Bulk CSV upload</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}

function UpsellPanel() {
  const titleId = useId();
  return (
    <Paper withBorder p="lg" role="region" aria-labelledby={titleId} bg="grape.0">
      <Stack gap="sm">
        <Title id={titleId} order={2} size="h4">
          Upgrade to Liquidation Pro
        </Title>
        <Text size="sm">$500 per year for 100 listing credits, about $5 each, plus:</Text>
        <List spacing={4} size="sm">
          <List.Item>Priority placement in the marketplace</List.Item>
          <List.Item>Advanced analytics</List.Item>
          <List.Item>Bulk CSV upload</List.Item>
          <List.Item>A Pro Seller badge and priority support</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}

export function PlanPanel({ profile }: { profile: Profile }) {
  return profile.user_tier === 'pro' ? (
    <ProPanel credits={profile.available_credits} />
  ) : (
    <UpsellPanel />
  );
}
