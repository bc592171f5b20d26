import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBolt, IconPercentage, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useCopyPrices } from './copy-prices';

/** Spec section 2, "Home": the hero's texts, word for word. */
const HERO = {
  badge: 'Fast Domain Liquidation',
  headline: 'Liquidate Your Domains Fast',
  subheadline: 'No Commissions, Ever.',
  primaryAction: 'List Your Domain Now',
  secondaryAction: 'Browse Marketplace',
} as const;

const FEATURE_BADGES = [
  { label: '0% Commission', icon: IconPercentage },
  { label: 'Fast Payouts*', icon: IconBolt },
  { label: 'Escrow Security', icon: IconShieldCheck },
] as const;

const FAST_PAYOUTS_FOOTNOTE =
  '* Fast Payouts: payouts through our recommended escrow service take 1 to 3 business days. Pro members who deal directly with buyers do so at their own risk.';

export function Hero() {
  const { listingFee } = useCopyPrices();
  return (
    <Box component="section" aria-labelledby="hero-heading" py={{ base: 48, sm: 88 }}>
      <Container size="md">
        <Stack align="center" gap="lg" ta="center">
          <Badge size="lg" color="indigo.9" tt="none">
            {HERO.badge}
          </Badge>
          <Title id="hero-heading" order={1} fz={{ base: 36, sm: 56 }} lh={1.1}>
            {HERO.headline}
          </Title>
          <Text fz={{ base: 22, sm: 28 }} fw={700} c="indigo.9">
            {HERO.subheadline}
          </Text>
          <Text size="lg" c="gray.7" maw={620}>
            List domains priced up to $1,000 for a flat {listingFee} per listing and keep the whole
            sale price.
          </Text>
          <Group justify="center" gap="sm">
            <Button component={Link} to="/list-domain" size="lg">
              {HERO.primaryAction}
            </Button>
            <Button component={Link} to="/marketplace" size="lg" variant="default">
              {HERO.secondaryAction}
            </Button>
          </Group>
          <Group component="ul" justify="center" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {FEATURE_BADGES.map(({ label, icon: Icon }) => (
              <li key={label}>
                <Badge
                  size="lg"
                  variant="outline"
                  color="indigo.9"
                  tt="none"
                  leftSection={<Icon size={14} aria-hidden />}
                >
                  {label}
                </Badge>
              </li>
            ))}
          </Group>
          <Text size="sm" c="gray.7" maw={620}>
            {FAST_PAYOUTS_FOOTNOTE}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
