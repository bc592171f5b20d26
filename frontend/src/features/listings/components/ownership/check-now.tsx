import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ListingOwnership } from '../../api/listing-ownership';
import { useCheckOwnership } from '../../api/use-check-ownership';
import { serverMessage } from '../../errors';

/** What the check just made found at `_dlm-verify.<name>`, in the seller's words. */
function CheckResult({ ownership }: { ownership: ListingOwnership }) {
  const [latest] = ownership.checks;
  if (!latest) return null;
  if (latest.ownership === 'found') {
    return (
      <Alert color="blue" variant="light" role="status" title="Record found">
        {ownership.state === 'verified'
          ? 'Your TXT record is published: this listing is verified.'
          : 'Your TXT record is published.'}
      </Alert>
    );
  }
  if (latest.ownership === 'missing') {
    return (
      <Alert color="gray" variant="light" role="status" title="Record not found yet">
        DNS changes can take up to an hour to show. Check that the host and value match the table
        above, then press Check now again.
      </Alert>
    );
  }
  return (
    <Alert color="gray" variant="light" role="status" title="We could not reach DNS">
      The DNS servers did not answer, so nothing was counted against your listing: try again later.
    </Alert>
  );
}

/** "Check now": looks the records and the registration up at once; it can take a few seconds. */
export function CheckNow({ listingId }: { listingId: string }) {
  const check = useCheckOwnership(listingId);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={check.isPending}
          onClick={() => check.mutate()}
        >
          Check now
        </Button>
        {check.isPending && (
          <Text size="sm" c="dimmed" role="status">
            Looking up your DNS records and registration…
          </Text>
        )}
      </Group>
      {check.isSuccess && <CheckResult ownership={check.data} />}
      {check.isError && (
        <Alert color="red" variant="light" role="alert" title="The check did not run">
          {serverMessage(check.error) ?? 'Please try again in a moment.'}
        </Alert>
      )}
    </Stack>
  );
}
