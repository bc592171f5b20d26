import {
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { approximateCreditPrice, type Offer, useOffer } from '../../../../lib/billing/products';
import { formatPrice } from '../../../../lib/format';
import { HomeSection } from './home-section';

function OfferPrice({ offer, per }: { offer: Offer; per: string }) {
  if (offer.status === 'loading') return <Skeleton h={40} w={160} />;
  if (offer.status === 'absent') return <Text fw={600}>Currently unavailable</Text>;
  return (
    <Group gap={6} align="baseline">
      <Text fz={36} fw={800} lh={1.1}>
        {formatPrice(offer.price)}
      </Text>
      <Text c="gray.7">{per}</Text>
    </Group>
  );
}

function proCreditsLine(offer: Offer): string | null {
  if (offer.status !== 'priced') return null;
  const each = formatPrice(approximateCreditPrice(offer.price, offer.credits));
  return `${offer.credits} credits, about ${each} each`;
}

interface PlanProps {
  headingId: string;
  name: string;
  offer: Offer;
  per: string;
  summary: ReactNode;
  benefits: string[];
  action: { label: string; to: string };
  highlighted?: boolean;
}

function Plan({ headingId, name, offer, per, summary, benefits, action, highlighted }: PlanProps) {
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      p="xl"
      shadow={highlighted ? 'md' : undefined}
      style={
        highlighted ? { borderColor: 'var(--mantine-color-indigo-7)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between">
          <Title order={3} id={headingId}>
            {name}
          </Title>
          {highlighted && (
            <Badge color="grape.9" tt="none">
              Best value
            </Badge>
          )}
        </Group>
        <OfferPrice offer={offer} per={per} />
        {summary && <Text fw={600}>{summary}</Text>}
        <List
          spacing={6}
          icon={<IconCheck size={18} color="var(--mantine-color-green-9)" aria-hidden />}
          style={{ flexGrow: 1 }}
        >
          {benefits.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
        <Button
          component={Link}
          to={action.to}
          size="md"
          variant={highlighted ? 'filled' : 'outline'}
        >
          {action.label}
        </Button>
      </Stack>
    </Paper>
  );
}

export function Pricing() {
  const credit = useOffer('credit');
  const pro = useOffer('pro');
  return (
    <HomeSection
      id="pricing"
      title="Simple, Flat Pricing"
      intro="Pay per listing, or save with a year of Liquidation Pro. Either way, 0% commission."
      tinted
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={880} mx="auto">
        <Plan
          headingId="pricing-credit-heading"
          name="Pay Per Listing"
          offer={credit}
          per="per listing"
          summary="One credit, one domain"
          benefits={[
            'Listed for 30 days, relisted free if unsold',
            'Keep the whole sale price: 0% commission',
            'Lead manager and listing analytics',
            'Credits expire after 12 months',
          ]}
          action={{ label: 'Buy a Listing Credit', to: '/checkout?plan=credit' }}
        />
        <Plan
          headingId="pricing-pro-heading"
          name="Liquidation Pro"
          offer={pro}
          per="per year"
          summary={proCreditsLine(pro)}
          benefits={[
            'Priority placement and a Pro badge',
            'Advanced analytics',
            'Bulk CSV upload',
            'Priority support and early access to features',
          ]}
          action={{ label: 'Get Liquidation Pro', to: '/checkout?plan=pro' }}
          highlighted
        />
      </SimpleGrid>
    </HomeSection>
  );
}
