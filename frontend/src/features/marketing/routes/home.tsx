import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';

const FEATURE_BADGES = ['0% Commission', 'Fast Payouts*', 'Escrow Security'];

export function HomeRoute() {
  return (
    <Container size="md" py={80}>
      <PageMeta path="/" />
      <Stack align="center" gap="lg">
        <Badge size="lg" variant="light">
          Fast Domain Liquidation
        </Badge>
        <Title order={1} ta="center" fz={{ base: 36, sm: 52 }} lh={1.1}>
          Liquidate Your Domains Fast
        </Title>
        <Text ta="center" fz="xl" c="dimmed" fw={600}>
          No Commissions, Ever.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/list-domain" size="lg">
            List Your Domain Now
          </Button>
          <Button component={Link} to="/marketplace" size="lg" variant="default">
            Browse Marketplace
          </Button>
        </Group>
        <Group justify="center" gap="xs">
          {FEATURE_BADGES.map((label) => (
            <Badge key={label} variant="outline" color="gray">
              {label}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}
