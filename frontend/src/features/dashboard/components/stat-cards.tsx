import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import type { DashboardStats } from '../api/dashboard-stats';
import { formatCount, formatPercent, formatUsd } from '../../../lib/format';

function StatCard({ label, value, note }: { label: string; value: string; note: string }) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      <StatCard
        label="Total Listings"
        value={formatCount(stats.totalListings)}
        note={`${formatCount(stats.activeListings)} active`}
      />
      <StatCard
        label="Inquiries"
        value={formatCount(stats.totalInquiries)}
        note="From buyers, across all listings"
      />
      <StatCard
        label="Conversion Rate"
        value={formatPercent(stats.conversionRate)}
        note="Inquiry to sale"
      />
      <StatCard
        label="Total Revenue"
        value={formatUsd(stats.totalRevenue)}
        note={`${formatCount(stats.soldListings)} sold, 0% commission`}
      />
      <StatCard label="Views" value={formatCount(stats.totalViews)} note="Across all listings" />
      <StatCard
        label="Average Price"
        value={formatUsd(stats.averagePrice)}
        note="Mean listed price"
      />
    </SimpleGrid>
  );
}
