import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useId } from 'react';
import {
  type AdvancedAnalytics as Analytics,
  useAdvancedAnalytics,
} from '../api/advanced-analytics';
import { ApiError } from '../../../lib/api/errors';
import { formatCount, formatPercent, formatUsd, pluralize } from '../../../lib/format';

const dayLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function formatDay(isoDate: string): string {
  return dayLabel.format(new Date(`${isoDate}T00:00:00Z`));
}

function totals(analytics: Analytics) {
  return analytics.daily.reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      inquiries: sum.inquiries + day.inquiries,
      sales: sum.sales + day.sales,
    }),
    { views: 0, inquiries: 0, sales: 0 },
  );
}

function hasActivity(analytics: Analytics): boolean {
  const quietDays = analytics.daily.every(
    (day) => day.views === 0 && day.inquiries === 0 && day.listings === 0 && day.sales === 0,
  );
  const emptyBands = analytics.priceBands.every((band) => band.listings === 0);
  return !quietDays || !emptyBands || analytics.topListings.length > 0;
}

function DailyActivity({ analytics }: { analytics: Analytics }) {
  const sum = totals(analytics);
  const data = analytics.daily.map((day) => ({
    day: formatDay(day.date),
    views: day.views,
    inquiries: day.inquiries,
  }));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Views and inquiries per day
      </Title>
      <Text size="sm" c="dimmed">
        {formatCount(sum.views)} {pluralize(sum.views, 'view')}, {formatCount(sum.inquiries)}{' '}
        {pluralize(sum.inquiries, 'inquiry', 'inquiries')} and {formatCount(sum.sales)}{' '}
        {pluralize(sum.sales, 'sale')} in the last {analytics.days} days
      </Text>
      <AreaChart
        role="img"
        aria-label={`Views and inquiries per day over the last ${analytics.days} days`}
        h={240}
        data={data}
        dataKey="day"
        series={[
          { name: 'views', label: 'Views', color: 'blue.6' },
          { name: 'inquiries', label: 'Inquiries', color: 'teal.6' },
        ]}
        curveType="monotone"
        withDots={false}
        withLegend
        tickLine="none"
        gridAxis="y"
      />
    </Stack>
  );
}

function PriceBands({ analytics }: { analytics: Analytics }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Performance by price band
      </Title>
      <Text size="sm" c="dimmed">
        Listings, inquiries and sales for each listed-price band
      </Text>
      <BarChart
        role="img"
        aria-label="Listings, inquiries and sales by price band"
        h={240}
        data={analytics.priceBands}
        dataKey="label"
        series={[
          { name: 'listings', label: 'Listings', color: 'blue.6' },
          { name: 'inquiries', label: 'Inquiries', color: 'teal.6' },
          { name: 'sold', label: 'Sold', color: 'grape.6' },
        ]}
        withLegend
        tickLine="none"
        gridAxis="y"
      />
    </Stack>
  );
}

function TopListings({ analytics }: { analytics: Analytics }) {
  const titleId = useId();
  if (analytics.topListings.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title id={titleId} order={3} size="h5">
        Top listings
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-labelledby={titleId} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Domain</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Views</Table.Th>
              <Table.Th>Inquiries</Table.Th>
              <Table.Th>Inquiries per View</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {analytics.topListings.map((listing) => (
              <Table.Tr key={listing.id}>
                <Table.Td fw={600}>{listing.name}</Table.Td>
                <Table.Td>{formatUsd(listing.price)}</Table.Td>
                <Table.Td tt="capitalize">{listing.status}</Table.Td>
                <Table.Td>{formatCount(listing.views)}</Table.Td>
                <Table.Td>{formatCount(listing.inquiries)}</Table.Td>
                <Table.Td>{formatPercent(listing.conversionRate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function AnalyticsBody() {
  const analytics = useAdvancedAnalytics();

  if (analytics.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading analytics" />
      </Center>
    );
  }

  if (analytics.isError) {
    if (analytics.error instanceof ApiError && analytics.error.code === 'PRO_REQUIRED') {
      return <Text size="sm">{analytics.error.message}</Text>;
    }
    return (
      <Alert color="red" variant="light" role="alert" title="Failed to load advanced analytics">
        <Button size="xs" color="red" variant="light" onClick={() => void analytics.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }

  if (!hasActivity(analytics.data)) {
    return (
      <Stack align="center" gap={4} py="lg">
        <Text fw={600}>No activity yet</Text>
        <Text size="sm" c="dimmed" ta="center">
          Views, inquiries and sales from the last {analytics.data.days} days will show here once
          buyers find your listings.
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <DailyActivity analytics={analytics.data} />
        <PriceBands analytics={analytics.data} />
      </SimpleGrid>
      <TopListings analytics={analytics.data} />
    </Stack>
  );
}

export function AdvancedAnalyticsPanel() {
  const titleId = useId();
  return (
    <Paper withBorder p="lg" role="region" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group gap="xs">
          <Title id={titleId} order={2} size="h3">
            Advanced Analytics
          </Title>
          <Badge color="grape">Pro</Badge>
        </Group>
        <AnalyticsBody />
      </Stack>
    </Paper>
  );
}
