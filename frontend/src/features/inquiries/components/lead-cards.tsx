import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { formatCount, formatUsd } from '../../../lib/format';
import type { SellerOverview } from '../api/seller-overview';

function LeadCard({ label, value }: { label: string; value: string }) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

export function LeadCards({ overview }: { overview: SellerOverview }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <LeadCard label="Active Leads" value={formatCount(overview.activeLeads)} />
      <LeadCard label="Domains Sold" value={formatCount(overview.domainsSold)} />
      <LeadCard label="Total Revenue" value={formatUsd(overview.totalRevenue)} />
    </SimpleGrid>
  );
}
