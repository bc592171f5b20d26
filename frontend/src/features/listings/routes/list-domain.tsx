import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageMeta } from '../../../components/page-meta';
import { useProfile } from '../../../lib/auth/profile';
import type { DomainListing } from '../api/get-listing';
import { CreditsBanner } from '../components/credits-banner';
import { ListingSuccess } from '../components/listing-success';
import { SingleListingForm } from '../components/single-listing-form';

export function ListDomainRoute() {
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
          <SingleListingForm credits={credits} onListed={setListed} />
        )}
      </Stack>
    </Container>
  );
}
