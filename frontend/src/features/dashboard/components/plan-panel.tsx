import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Profile } from '../../../lib/auth/profile';
import { approximateCreditPrice, useOffer } from '../../../lib/billing/products';
import { formatPrice, pluralize } from '../../../lib/format';

function ProPanel({ credits }: { credits: number }) {
  const titleId = useId();
  const pro = useOffer('pro');
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
            {credits} listing {pluralize(credits, 'credit')} left
            {pro.status === 'priced' &&
              ` (${pro.credits} a year, about ${formatPrice(approximateCreditPrice(pro.price, pro.credits))} each)`}
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
  const pro = useOffer('pro');
  return (
    <Paper withBorder p="lg" role="region" aria-labelledby={titleId} bg="grape.0">
      <Stack gap="sm">
        <Title id={titleId} order={2} size="h4">
          Upgrade to Liquidation Pro
        </Title>
        <Text size="sm">
          {pro.status === 'priced'
            ? `${formatPrice(pro.price)} per year for ${pro.credits} listing credits, about ${formatPrice(approximateCreditPrice(pro.price, pro.credits))} each, plus:`
            : 'Listing credits every year, plus:'}
        </Text>
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

export function PlanPanel({ profile, isPro }: { profile: Profile; isPro: boolean }) {
  return isPro ? <ProPanel credits={profile.available_credits} /> : <UpsellPanel />;
}
