import { Badge, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { formatDate, formatPercent, formatUsd } from '../../../lib/format';
import type { Timeline } from '../api/timeline';
import { ROLE_LABELS, STATUS_COLORS, STATUS_LABELS } from '../deal-text';
import { Figure } from './figure';

export function DealHeader({ timeline }: { timeline: Timeline }) {
  const ofListed = (timeline.sale_price / timeline.listed_price) * 100;
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
          {timeline.domain_name}
        </Title>
        <Badge color={STATUS_COLORS[timeline.status]} variant="light" size="lg">
          {STATUS_LABELS[timeline.status]}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure
          label="Sale price"
          value={formatUsd(timeline.sale_price)}
          note={`${formatPercent(ofListed)} of the listed ${formatUsd(timeline.listed_price)}`}
        />
        <Figure label="Sold" value={formatDate(timeline.sold_at)} />
        <Figure label="Your role" value={ROLE_LABELS[timeline.role]} />
        {timeline.role === 'seller' && (
          <Figure label="Buyer" value={timeline.buyer_name ?? 'Buyer not recorded'} />
        )}
      </SimpleGrid>
    </Stack>
  );
}
