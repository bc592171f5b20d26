import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { OpenDealButton } from '../../../components/open-deal-button';
import { formatDate, formatUsd } from '../../../lib/format';
import type { SoldRecord } from '../api/seller-sales';

export function CompletedSales({ sales }: { sales: SoldRecord[] }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      role="region"
      aria-label="Completed Sales"
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          Completed Sales ({sales.length})
        </Title>
        {sales.length === 0 ? (
          <Text c="dimmed">No completed sales yet.</Text>
        ) : (
          sales.map((sale) => (
            <Paper
              key={sale.id}
              withBorder
              radius="sm"
              p="md"
              component="article"
              aria-label={sale.domain_name}
            >
              <Group justify="space-between" align="flex-start">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Badge color="green">SOLD</Badge>
                    <Text fw={700}>{sale.domain_name}</Text>
                  </Group>
                  <Text size="sm">{sale.buyer_name ?? 'Buyer not recorded'}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(sale.sold_date)}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end">
                  <Text fw={700}>{formatUsd(sale.sale_price)}</Text>
                  <Text size="xs" c="green.8">
                    100% yours
                  </Text>
                  <OpenDealButton transactionId={sale.transaction_id} />
                </Stack>
              </Group>
            </Paper>
          ))
        )}
      </Stack>
    </Paper>
  );
}
