import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { DomainListing } from '../api/get-listing';
import { formatPrice } from '../../../lib/format';

interface ListingSuccessProps {
  listing: DomainListing;
  onListAnother: () => void;
}

export function ListingSuccess({ listing, onListAnother }: ListingSuccessProps) {
  return (
    <Paper p="xl" withBorder>
      <Stack align="center" gap="md" ta="center">
        <Title order={2}>Domain Listed Successfully!</Title>
        <Text fz={28} fw={800}>
          {listing.name}
        </Text>
        <Text size="lg">{formatPrice(listing.price)}</Text>
        <Badge color="teal" size="lg">
          Live on the marketplace
        </Badge>
        <Group justify="center">
          <Button variant="default" onClick={onListAnother}>
            List Another Domain
          </Button>
          <Button component={Link} to="/dashboard">
            Go to Dashboard
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
