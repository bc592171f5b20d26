import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { totalPrice, useOffer } from '../../../lib/billing/products';
import { formatPrice, formatUsd } from '../../../lib/format';
import { useStartCheckout } from '../api/start-checkout';
import { CheckoutFailure } from './checkout-failure';
import { CreditQuantityInput, isValidQuantity, type QuantityValue } from './credit-quantity-input';

export const CREDITS_UNAVAILABLE_MESSAGE = 'Credit purchasing is temporarily unavailable.';

/** Buys credits through the same checkout as /checkout. */
export function BuyCredits() {
  const offer = useOffer('credit');
  const [quantity, setQuantity] = useState<QuantityValue>(1);
  const checkout = useStartCheckout();

  if (offer.status === 'loading') return <Skeleton h={80} />;
  if (offer.status === 'absent') return <Text c="dimmed">{CREDITS_UNAVAILABLE_MESSAGE}</Text>;

  const valid = isValidQuantity(quantity);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {formatPrice(offer.price)} per credit; each listing uses one credit for 30 days.
      </Text>
      <Group align="flex-end">
        <CreditQuantityInput
          value={quantity}
          onChange={(value) => {
            checkout.reset();
            setQuantity(value);
          }}
        />
        {valid && (
          <Text fw={700} aria-label="Total">
            {formatUsd(totalPrice(offer.price, quantity))}
          </Text>
        )}
      </Group>
      <CheckoutFailure error={checkout.error} />
      <Group>
        <Button
          onClick={() => {
            if (valid) checkout.mutate({ product: 'credit', quantity });
          }}
          loading={checkout.isPending}
          disabled={!valid || checkout.isSuccess}
        >
          {checkout.isSuccess ? 'Redirecting to payment…' : 'Buy Credits'}
        </Button>
      </Group>
    </Stack>
  );
}
