import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Offer, totalPrice, useOffer } from '../../../lib/billing/products';
import { countOf, formatPrice } from '../../../lib/format';

interface PaymentSummaryProps {
  listings: number;
  /** Undefined while the profile loads. */
  credits: number | undefined;
}

function SummaryLine({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}

/** "3 credits ($29.97 value)" while the credit product is on sale; the count alone otherwise. */
function creditsWorth(count: number, credit: Offer): string {
  if (credit.status === 'loading') return '…';
  const credits = countOf(count, 'credit');
  if (credit.status === 'absent') return credits;
  return `${credits} (${formatPrice(totalPrice(credit.price, count))} value)`;
}

export function PaymentSummary({ listings, credits }: PaymentSummaryProps) {
  const credit = useOffer('credit');
  return (
    <Paper p="md" withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Payment Summary
        </Title>
        <SummaryLine label="Cost per listing" value={creditsWorth(1, credit)} />
        <SummaryLine label="Listings" value={String(listings)} />
        <SummaryLine label="Total" value={creditsWorth(listings, credit)} />
        <SummaryLine
          label="Credits left after"
          value={credits === undefined ? '…' : String(Math.max(credits - listings, 0))}
        />
        <Text size="xs" c="dimmed">
          No commission: you keep the whole sale price.
        </Text>
      </Stack>
    </Paper>
  );
}
