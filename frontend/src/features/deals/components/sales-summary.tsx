import {
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { formatCount, formatPercent, formatUsd } from '../../../lib/format';
import { type SalesFigures, type Timeframe, useSellerSummary } from '../api/seller-summary';
import { failureMessage } from '../errors';
import { Figure } from './figure';
import { LoadFailure } from './load-failure';

const TIMEFRAME_OPTIONS: { value: Timeframe; label: string }[] = [
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: '365d', label: 'Last 12 months' },
  { value: 'all', label: 'All time' },
];

/** The server's default timeframe. */
const DEFAULT_TIMEFRAME: Timeframe = '90d';

/** Shown for an average over no sales. */
const NO_FIGURE = '–';

function timeframeOf(value: string): Timeframe {
  return TIMEFRAME_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_TIMEFRAME;
}

function SalesFigureGrid({ figures }: { figures: SalesFigures }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
      <Figure label="Total sales" value={formatCount(figures.total_sales)} />
      <Figure label="Revenue" value={formatUsd(figures.total_revenue)} />
      <Figure
        label="Average days to sell"
        value={
          figures.average_days_to_sell === null
            ? NO_FIGURE
            : `${figures.average_days_to_sell.toFixed(1)} days`
        }
      />
      <Figure
        label="Average of listed price"
        value={
          figures.average_price_vs_listed_pct === null
            ? NO_FIGURE
            : formatPercent(figures.average_price_vs_listed_pct)
        }
      />
      <Figure label="Open recommendations" value={formatCount(figures.open_recommendations)} />
    </SimpleGrid>
  );
}

/** The seller's sale analytics over a timeframe, from the reports on their sales. */
export function SalesSummary() {
  const titleId = useId();
  const [timeframe, setTimeframe] = useState<Timeframe>(DEFAULT_TIMEFRAME);
  const summary = useSellerSummary(timeframe);

  let content;
  if (summary.isPending) {
    content = <Skeleton h={64} />;
  } else if (summary.isError) {
    content = (
      <LoadFailure message={failureMessage(summary.error)} onRetry={() => void summary.refetch()} />
    );
  } else if (summary.data.summary.total_sales === 0) {
    content = (
      <Text c="dimmed" size="sm">
        No sales with a report in this timeframe. A report is made for each sale you record.
      </Text>
    );
  } else {
    content = <SalesFigureGrid figures={summary.data.summary} />;
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title id={titleId} order={2} size="h3">
            Your sales
          </Title>
          <NativeSelect
            label="Timeframe"
            data={TIMEFRAME_OPTIONS}
            value={timeframe}
            onChange={(event) => setTimeframe(timeframeOf(event.currentTarget.value))}
          />
        </Group>
        {content}
      </Stack>
    </Paper>
  );
}
