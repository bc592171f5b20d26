import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { type Offer, useMyOffers } from '../api/my-offers';
import type { OfferMove } from '../api/use-offer-moves';
import { BuyerOfferActions } from '../components/buyer-offer-actions';
import { MoveNotice } from '../components/move-notice';
import { OfferCard } from '../components/offer-card';
import { ListLoading, LoadFailure, NoOffers, OfferPages } from '../components/offer-list-states';
import { StatusFilter } from '../components/status-filter';
import {
  type OfferListSearch,
  offerListSearchParams,
  OFFERS_PAGE_SIZE,
  readOfferListSearch,
} from '../offer-list-search';

/** An answer worth keeping on screen: a sale, or a counter the seller's rules declined at once. */
function needsNotice(offer: Offer): boolean {
  return offer.status === 'accepted' || offer.decline_reason === 'below_minimum';
}

function confirmMove(offer: Offer, move: OfferMove): void {
  const messages: Record<Exclude<OfferMove, 'accept'>, [string, string]> = {
    counter: [
      'Counter sent',
      `You offered ${formatPrice(offer.amount)} for ${offer.domain_name}; the seller has until ${formatDateTime(offer.expires_at)} to answer.`,
    ],
    decline: ['You walked away', `Your negotiation on ${offer.domain_name} is over.`],
    withdraw: ['Offer withdrawn', `Your offer on ${offer.domain_name} is withdrawn.`],
  };
  if (move === 'accept') return;
  const [title, message] = messages[move];
  notifications.show({ color: 'gray', title, message });
}

/** /offers: the offers the signed-in user made as a buyer, and the answers to them. */
export function MyOffersRoute() {
  const listTitleId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readOfferListSearch(searchParams);
  const offers = useMyOffers({ ...search, limit: OFFERS_PAGE_SIZE });
  const [notice, setNotice] = useState<Offer | null>(null);

  const show = (next: OfferListSearch) => setSearchParams(offerListSearchParams(next));
  const moved = (offer: Offer, move: OfferMove) => {
    if (needsNotice(offer)) setNotice(offer);
    else confirmMove(offer, move);
  };

  let content;
  if (offers.isPending) {
    content = <ListLoading label="Loading your offers" />;
  } else if (offers.isError) {
    content = <LoadFailure error={offers.error} onRetry={() => void offers.refetch()} />;
  } else if (offers.data.offers.length === 0) {
    content = (
      <NoOffers>
        <Text fw={600}>{search.status === 'open' ? 'No open offers' : 'No offers here yet'}</Text>
        <Text size="sm" c="dimmed" maw={420}>
          Make an offer on a name from the marketplace: the seller&apos;s answer shows here.
        </Text>
        <Button component={Link} to="/marketplace" variant="light">
          Browse the marketplace
        </Button>
      </NoOffers>
    );
  } else {
    content = (
      <Stack gap="md">
        {offers.data.offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer}>
            <BuyerOfferActions offer={offer} onMoved={moved} />
          </OfferCard>
        ))}
        <OfferPages
          page={search.page}
          totalPages={offers.data.pagination.totalPages}
          label="Pages of offers"
          onPage={(page) => show({ ...search, page })}
        />
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="My offers"
        description="The offers you made on domain names, and the sellers' answers."
        path="/offers"
      />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>My offers</Title>
          <Text c="dimmed">
            Each offer binds you for 7 days. Answer the sellers&apos; counters before they expire.
          </Text>
        </Stack>
        {notice && <MoveNotice offer={notice} onClose={() => setNotice(null)} />}
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={listTitleId}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-end">
              <Title id={listTitleId} order={2} size="h3">
                Your offers
              </Title>
              <StatusFilter
                value={search.status}
                onChange={(status) => show({ status, page: 1 })}
              />
            </Group>
            {content}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
