import { Alert, Button, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { DomainListing } from '../../api/get-listing';
import { useListingOwnership } from '../../api/listing-ownership';
import { CheckNow } from './check-now';
import { DnsRecordsTable } from './dns-records-table';
import { ForSaleRecords } from './for-sale-records';
import { OwnershipState } from './ownership-state';
import { RecentChecks } from './recent-checks';
import { RegistrarSteps } from './registrar-steps';
import { RegistrationFacts } from './registration-facts';

/**
 * The listing's ownership proof (ADR 0024): where it stands, the TXT record to publish and how at
 * each DNS host, Check now, the optional for-sale records, the registration and the recent checks.
 */
export function OwnershipSection({ listing }: { listing: DomainListing }) {
  const titleId = useId();
  const ownership = useListingOwnership(listing.id);

  return (
    <Paper p="lg" withBorder component="section" id="ownership" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title id={titleId} order={2} size="h4">
          Ownership
        </Title>
        {ownership.isPending ? (
          <Loader size="sm" aria-label="Loading the ownership checks" />
        ) : ownership.isError ? (
          <Alert color="red" variant="light" title="The ownership checks did not load">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Please try again in a moment.</Text>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => void ownership.refetch()}
              >
                Try Again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <OwnershipState ownership={ownership.data} />
            <Stack gap="xs">
              <Title order={3} size="h5">
                Prove you control {ownership.data.name}
              </Title>
              <Text size="sm" c="dimmed">
                Publish this TXT record in the name&apos;s DNS. Its value is the same for every name
                you list.
              </Text>
              <DnsRecordsTable
                records={[ownership.data.ownership_record]}
                label="TXT record to publish"
              />
              <RegistrarSteps
                record={ownership.data.ownership_record}
                name={ownership.data.name}
                registrar={listing.registrar}
              />
            </Stack>
            <CheckNow listingId={listing.id} />
            <Divider />
            <ForSaleRecords ownership={ownership.data} />
            <Divider />
            <RegistrationFacts ownership={ownership.data} />
            <Divider />
            <RecentChecks ownership={ownership.data} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
