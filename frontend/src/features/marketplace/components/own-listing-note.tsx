import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * Shown where Contact Seller would be, on the signed-in seller's own listing: a seller cannot send
 * an inquiry about their own domain (the server refuses it), so they are told at once.
 */
export function OwnListingNote({ listingId }: { listingId: string }) {
  return (
    <Group gap="xs" mt="auto" justify="space-between">
      <Text size="sm" fw={600} c="dimmed">
        This is your listing
      </Text>
      <Anchor component={Link} to={`/domain/${listingId}`} size="sm">
        Manage listing
      </Anchor>
    </Group>
  );
}
