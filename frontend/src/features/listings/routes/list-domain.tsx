import { Container, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { useProfile } from '../../../lib/auth/profile';
import type { DomainListing } from '../api/get-listing';
import { BulkUpload } from '../components/bulk-upload';
import { CreditsBanner } from '../components/credits-banner';
import { ListingSuccess } from '../components/listing-success';
import { SingleListingForm } from '../components/single-listing-form';

type Mode = 'single' | 'bulk';

const MODES: { label: string; value: Mode }[] = [
  { label: 'Single', value: 'single' },
  { label: 'Bulk CSV', value: 'bulk' },
];

export function ListDomainRoute() {
  const [searchParams] = useSearchParams();
  // Arriving from a Pro offer (?plan=pro) opens the Pro tool.
  const [mode, setMode] = useState<Mode>(searchParams.get('plan') === 'pro' ? 'bulk' : 'single');
  const [listed, setListed] = useState<DomainListing | null>(null);
  const profile = useProfile();
  const credits = profile.data?.available_credits;

  return (
    <Container size="md" py="xl">
      <PageMeta
        title="List Your Domain"
        description="List a domain priced at $1,000 or less for one $9.99 credit, or upload a CSV of many with Liquidation Pro. 0% commission."
        path="/list-domain"
      />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>List Your Domain</Title>
          <Text c="dimmed">
            One credit per listing, live on the marketplace at once and relisted free every 30 days.
          </Text>
        </Stack>
        <CreditsBanner credits={credits} failed={profile.isError} />
        {listed ? (
          <ListingSuccess listing={listed} onListAnother={() => setListed(null)} />
        ) : (
          <Stack gap="lg">
            <SegmentedControl
              aria-label="Listing mode"
              data={MODES}
              value={mode}
              onChange={setMode}
            />
            {mode === 'single' ? (
              <SingleListingForm credits={credits} onListed={setListed} />
            ) : (
              <BulkUpload credits={credits} tier={profile.data?.user_tier} />
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
