import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { VerifiedBadge } from '../../../../components/verified-badge';
import { formatDate } from '../../../../lib/format';
import type { ListingOwnership } from '../../api/listing-ownership';

/** Where the listing stands: verified since a date, not verified yet, or suspended and why. */
export function OwnershipState({ ownership }: { ownership: ListingOwnership }) {
  if (ownership.state === 'suspended') {
    return (
      <Alert color="red" variant="light" title="Suspended: this listing is off the marketplace">
        <Stack gap={4}>
          <Text size="sm">{ownership.suspension?.problem}</Text>
          {ownership.suspension?.fix && (
            <Text size="sm" fw={600}>
              {ownership.suspension.fix}
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }
  if (ownership.state === 'verified') {
    return (
      <Group gap="sm">
        <VerifiedBadge size="lg" />
        {ownership.verified_at && (
          <Text size="sm">Verified on {formatDate(ownership.verified_at)}.</Text>
        )}
        <Text size="sm" c="dimmed">
          Keep the record published: the daily check looks for it.
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <Group>
        <Badge color="gray" variant="light" size="lg">
          Not verified yet
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        Publish the TXT record below at your DNS host, then press Check now. Verified listings carry
        a Verified badge on the marketplace, and buyers can ask for verified listings only.
      </Text>
    </Stack>
  );
}
