import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { DomainListing } from '../api/my-listings';
import { useMarkDomainSold } from '../api/use-mark-domain-sold';
import { markSoldFailure } from '../errors';
import { formatPercent, formatUsd } from '../../../lib/format';
import {
  isUnusualSalePrice,
  SALE_PRICE_MAX,
  SALE_PRICE_MIN,
  SALE_PRICE_STEP,
  salePriceError,
  UNUSUAL_SALE_FACTOR,
} from '../sale-price';

/** How the sale compares with the listed price, e.g. "+$51.00 profit (20.5% above ...)". */
function saleOutcome(salePrice: number, listedPrice: number): string {
  const difference = Math.round((salePrice - listedPrice) * 100) / 100;
  const margin = formatPercent((Math.abs(difference) / listedPrice) * 100);
  if (difference > 0) {
    return `+${formatUsd(difference)} profit (${margin} above your listed price)`;
  }
  if (difference < 0) {
    return `-${formatUsd(-difference)} loss (${margin} below your listed price)`;
  }
  return 'Same as your listed price';
}

interface MarkSoldModalProps {
  listing: DomainListing | null;
  opened: boolean;
  onClose: () => void;
}

export function MarkSoldModal({ listing, opened, onClose }: MarkSoldModalProps) {
  const [step, setStep] = useState<'price' | 'unusual' | 'confirm'>('price');
  const [salePriceInput, setSalePriceInput] = useState<number | string>('');
  const markSold = useMarkDomainSold();

  // NumberInput reports a string while the field is empty or half typed.
  const salePrice = typeof salePriceInput === 'number' ? salePriceInput : undefined;
  const priceError = salePriceError(salePriceInput);
  const canContinue = salePrice !== undefined && priceError === null;

  const close = () => {
    setStep('price');
    setSalePriceInput('');
    markSold.reset();
    onClose();
  };

  const confirm = () => {
    if (!listing || salePrice === undefined) return;
    markSold.mutate(
      { id: listing.id, salePrice },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: 'Domain marked as sold',
            message: `${listing.name} sold for ${formatUsd(salePrice)}.`,
          });
          close();
        },
      },
    );
  };

  const failure = markSold.isError ? markSoldFailure(markSold.error) : null;

  return (
    <Modal opened={opened} onClose={close} title="Mark Domain as Sold" centered>
      {listing &&
        (step === 'price' ? (
          <Stack gap="md">
            <Text size="sm">
              Enter the final sale price of <strong>{listing.name}</strong>. Listed price:{' '}
              {formatUsd(listing.price)}.
            </Text>
            <NumberInput
              label="Final sale price"
              placeholder="0.00"
              prefix="$"
              thousandSeparator=","
              min={SALE_PRICE_MIN}
              max={SALE_PRICE_MAX}
              step={SALE_PRICE_STEP}
              decimalScale={2}
              allowNegative={false}
              clampBehavior="none"
              value={salePriceInput}
              onChange={setSalePriceInput}
              error={priceError}
              data-autofocus
            />
            {canContinue && (
              <Text size="sm" fw={600} c={salePrice >= listing.price ? 'green' : 'red'}>
                {saleOutcome(salePrice, listing.price)}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                disabled={!canContinue}
                onClick={() =>
                  setStep(isUnusualSalePrice(salePrice ?? 0, listing.price) ? 'unusual' : 'confirm')
                }
              >
                Continue
              </Button>
            </Group>
          </Stack>
        ) : step === 'unusual' ? (
          <Stack gap="md">
            <Alert color="yellow" variant="light" title="Are you sure?">
              The sale price of {formatUsd(salePrice ?? 0)} is more than {UNUSUAL_SALE_FACTOR} times
              the listed price of {formatUsd(listing.price)}. Check it for a typo before you go on.
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('price')}>
                Change Price
              </Button>
              <Button onClick={() => setStep('confirm')}>Yes, Continue</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm">
              Confirm the sale of <strong>{listing.name}</strong> for{' '}
              <strong>{formatUsd(salePrice ?? 0)}</strong>.
            </Text>
            <Text size="sm">
              Marking this domain as sold removes it from the marketplace and notifies buyers with
              pending inquiries. You can reverse the sale within 7 days.
            </Text>
            {failure && (
              <Alert color="red" variant="light" role="alert" title={failure.title}>
                {failure.detail}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  markSold.reset();
                  setStep('price');
                }}
                disabled={markSold.isPending}
              >
                Back
              </Button>
              <Button color="green" onClick={confirm} loading={markSold.isPending}>
                Confirm Sale
              </Button>
            </Group>
          </Stack>
        ))}
    </Modal>
  );
}
