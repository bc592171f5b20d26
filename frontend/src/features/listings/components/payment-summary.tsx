import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { countOf, formatPrice } from '../../../lib/format';
import { CREDIT_VALUE_USD } from '../listing-rules';

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

export function PaymentSummary({ listings, credits }: PaymentSummaryProps) {
  return (
    <Paper p="md" withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Payment Summary
        </Title>
        <SummaryLine
          label="Cost per listing"
          value={`1 credit (${formatPrice(CREDIT_VALUE_USD)} value)`}
        />
        <SummaryLine label="Listings" value={String(listings)} />
        <SummaryLine
          label="Total"
          value={`${countOf(listings, 'credit')} (${formatPrice(Math.round(listings * CREDIT_VALUE_USD * 100) / 100)} value)`}
        />
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
