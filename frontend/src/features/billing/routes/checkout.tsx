import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { useAuth } from '../../../lib/auth/auth-context';
import { usePlan } from '../api/plan';
import { type Offer, type ProductId, totalPrice, useOffer } from '../../../lib/billing/products';
import { countOf, formatUsd } from '../../../lib/format';
import { useStartCheckout } from '../api/start-checkout';
import { AlreadyProNotice, CheckoutFailure } from '../components/checkout-failure';
import {
  CreditQuantityInput,
  isValidQuantity,
  type QuantityValue,
} from '../components/credit-quantity-input';
import { PLAN_NAMES, PlanCards } from '../components/plan-cards';

function planOf(value: string | null): ProductId {
  return value === 'pro' ? 'pro' : 'credit';
}

function SummaryTotal({ offer, quantity }: { offer: Offer; quantity: number | null }) {
  if (offer.status !== 'priced' || quantity === null) return null;
  return (
    <Group justify="space-between">
      <Text fw={600}>Total</Text>
      <Text fw={800} fz="lg" aria-label="Total">
        {formatUsd(totalPrice(offer.price, quantity))}
      </Text>
    </Group>
  );
}

export function CheckoutRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = planOf(searchParams.get('plan'));
  const [quantity, setQuantity] = useState<QuantityValue>(1);
  const { user } = useAuth();
  const plan = usePlan();
  const offer = useOffer(selected);
  const checkout = useStartCheckout();

  const choosePlan = (next: ProductId) => {
    checkout.reset();
    setSearchParams({ plan: next }, { replace: true });
  };

  const alreadyPro = selected === 'pro' && plan.isPro;
  const units = selected === 'pro' ? 1 : isValidQuantity(quantity) ? quantity : null;
  const buyLabel = selected === 'pro' ? 'Upgrade to Pro' : `Buy ${countOf(units ?? 0, 'Credit')}`;

  const buy = () => {
    if (units !== null) checkout.mutate({ product: selected, quantity: units });
  };

  return (
    <Container size="md" py="xl">
      <PageMeta
        title="Pricing and Checkout"
        description="Pay per listing, or choose Liquidation Pro: listing credits every year, priority placement, advanced analytics and bulk upload."
        path="/checkout"
      />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Choose Your Plan</Title>
          <Text c="dimmed">
            List domains priced at $1,000 or less and keep the whole sale price.
          </Text>
        </Stack>

        <PlanCards selected={selected} onSelect={choosePlan} />

        <Paper withBorder p="lg" role="region" aria-label="Selected plan">
          <Stack gap="md">
            <Title order={2} size="h4">
              Selected plan: {PLAN_NAMES[selected]}
            </Title>
            {selected === 'credit' ? (
              <CreditQuantityInput value={quantity} onChange={setQuantity} />
            ) : (
              <Text size="sm">One year of Liquidation Pro, renewed yearly until you cancel.</Text>
            )}
            <SummaryTotal offer={offer} quantity={units} />
            {alreadyPro ? <AlreadyProNotice /> : <CheckoutFailure error={checkout.error} />}
            {user ? (
              <Button
                size="md"
                onClick={buy}
                loading={checkout.isPending}
                disabled={alreadyPro || units === null || checkout.isSuccess}
              >
                {checkout.isSuccess ? 'Redirecting to payment…' : buyLabel}
              </Button>
            ) : (
              <Button size="md" disabled>
                Sign In Required
              </Button>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
