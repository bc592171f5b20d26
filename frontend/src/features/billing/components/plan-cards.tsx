import { Badge, Group, List, Radio, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  approximateCreditPrice,
  type Offer,
  type ProductId,
  useOffer,
} from '../../../lib/billing/products';
import { formatPrice } from '../../../lib/format';

export const PLAN_NAMES: Record<ProductId, string> = {
  credit: 'Pay Per Listing',
  pro: 'Liquidation Pro',
};

function OfferPrice({ offer, per }: { offer: Offer; per: string }) {
  if (offer.status === 'loading') return <Skeleton h={36} w={120} />;
  if (offer.status === 'absent') {
    return (
      <Text fw={600} c="dimmed">
        Currently unavailable
      </Text>
    );
  }
  return (
    <Group gap={4} align="baseline">
      <Text fz={30} fw={800} lh={1.1}>
        {formatPrice(offer.price)}
      </Text>
      <Text c="dimmed">{per}</Text>
    </Group>
  );
}

interface PlanCardProps {
  id: ProductId;
  offer: Offer;
  per: string;
  badge?: ReactNode;
  children: ReactNode;
}

function PlanCard({ id, offer, per, badge, children }: PlanCardProps) {
  return (
    <Radio.Card
      value={id}
      aria-label={PLAN_NAMES[id]}
      p="lg"
      radius="md"
      // A card is a button, which centres its content; both plans read from the top instead.
      style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-start' }}
    >
      <Stack gap="sm" w="100%">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Radio.Indicator />
            <Title order={2} size="h4">
              {PLAN_NAMES[id]}
            </Title>
          </Group>
          {badge}
        </Group>
        <OfferPrice offer={offer} per={per} />
        {children}
      </Stack>
    </Radio.Card>
  );
}

function proCreditsLine(offer: Offer): string {
  if (offer.status !== 'priced') return 'Listing credits every year';
  const each = formatPrice(approximateCreditPrice(offer.price, offer.credits));
  return `${offer.credits} listing credits a year (about ${each} each)`;
}

interface PlanCardsProps {
  selected: ProductId;
  onSelect: (plan: ProductId) => void;
}

/** The two plans of spec section 2, "Checkout", priced from the product list. */
export function PlanCards({ selected, onSelect }: PlanCardsProps) {
  const credit = useOffer('credit');
  const pro = useOffer('pro');

  return (
    <Radio.Group
      value={selected}
      onChange={(value) => onSelect(value as ProductId)}
      label="Choose a plan"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <PlanCard id="credit" offer={credit} per="per listing">
          <List spacing={4} size="sm">
            <List.Item>One credit lists one domain for 30 days</List.Item>
            <List.Item>Unsold domains are relisted free</List.Item>
            <List.Item>Keep the whole sale price: 0% commission</List.Item>
            <List.Item>Credits expire after 12 months</List.Item>
          </List>
        </PlanCard>
        <PlanCard id="pro" offer={pro} per="/year" badge={<Badge color="grape">Best value</Badge>}>
          <List spacing={4} size="sm">
            <List.Item>{proCreditsLine(pro)}</List.Item>
            <List.Item>Priority placement: your listings are Featured</List.Item>
            <List.Item>Advanced analytics</List.Item>
            <List.Item>Bulk CSV upload</List.Item>
            <List.Item>Pro Seller badge</List.Item>
            <List.Item>Priority support</List.Item>
            <List.Item>Early access to new features</List.Item>
          </List>
        </PlanCard>
      </SimpleGrid>
    </Radio.Group>
  );
}
