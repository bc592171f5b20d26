import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DomainListing } from '../api/get-listing';
import { countOf, formatDate, formatPrice } from '../../../lib/format';
import { RELIST_PERIOD_DAYS } from '../listing-rules';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

export function ListingDetails({ listing }: { listing: DomainListing }) {
  return (
    <Paper p="lg" withBorder>
      <Stack gap="md">
        <Title order={2} size="h4">
          Details
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
          <Detail label="Registrar">{listing.registrar}</Detail>
          <Detail label="Category">{listing.category}</Detail>
          <Detail label="Extension">{listing.extension}</Detail>
          <Detail label="Days listed">{listing.days_listed}</Detail>
          <Detail label="Created">{formatDate(listing.created_at)}</Detail>
          <Detail label="Expires">{formatDate(listing.expires_at)}</Detail>
          <Detail label="Last relisted">
            {listing.last_relisted_at ? formatDate(listing.last_relisted_at) : 'Never'}
          </Detail>
          <Detail label="Views">{listing.views}</Detail>
          <Detail label="Inquiries">{listing.inquiries}</Detail>
          <Detail label="Conversion rate">{listing.conversion_rate}%</Detail>
          <Detail label="Auto-relist">
            {listing.auto_relist
              ? `On: relisted free every ${countOf(RELIST_PERIOD_DAYS, 'day')}`
              : 'Off'}
          </Detail>
          <Detail label="Tags">
            {listing.tags.length > 0 ? (
              <Group component="span" gap={6}>
                {listing.tags.map((tag) => (
                  <Badge key={tag} variant="outline" component="span">
                    {tag}
                  </Badge>
                ))}
              </Group>
            ) : (
              'None'
            )}
          </Detail>
          {listing.status === 'sold' && listing.sale_price !== null && (
            <Detail label="Sale price">{formatPrice(listing.sale_price)}</Detail>
          )}
          {listing.status === 'sold' && listing.sold_at && (
            <Detail label="Sold on">{formatDate(listing.sold_at)}</Detail>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
