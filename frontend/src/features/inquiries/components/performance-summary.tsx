import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { countOf, formatCount, formatPercent, formatUsd } from '../../../lib/format';
import type { SellerOverview } from '../api/seller-overview';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}

export function PerformanceSummary({
  overview,
  salesCount,
}: {
  overview: SellerOverview;
  salesCount: number;
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Performance Summary">
      <Stack gap="md">
        <Title order={2} size="h3">
          Performance Summary
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label="Total Inquiries" value={formatCount(overview.totalInquiries)} />
          <Figure label="Response Rate" value={formatPercent(overview.responseRate)} />
          <Figure label="Conversion Rate" value={formatPercent(overview.conversionRate)} />
          <Figure label="Average Sale Price" value={formatUsd(overview.averageSalePrice)} />
        </SimpleGrid>
        {salesCount > 0 && (
          <Text fw={600} c="green.8">
            Congratulations! You have sold {countOf(salesCount, 'domain')} and kept 100% of every
            sale.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
