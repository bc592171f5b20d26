import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { memo, useCallback, useDeferredValue, useState } from 'react';
import { PageMeta } from '../../../components/page-meta';
import { ContactSellerModal } from '../../../features/inquiries/components/contact-seller-modal';
import {
  type MarketplaceListing,
  type PublicListingsPage,
  usePublicListings,
} from '../../../features/marketplace/api/public-listings';
import { useMarketplaceFacets } from '../../../features/marketplace/api/marketplace-facets';
import { AuthRequired } from '../../../features/marketplace/components/auth-required';
import { FooterStats } from '../../../features/marketplace/components/footer-stats';
import { ListingCard } from '../../../features/marketplace/components/listing-card';
import { MarketplaceFilters } from '../../../features/marketplace/components/marketplace-filters';
import {
  MarketplaceEmpty,
  MarketplaceError,
  MarketplaceLoading,
  PastLastPage,
} from '../../../features/marketplace/components/marketplace-states';
import { PaginationBar } from '../../../features/marketplace/components/pagination-bar';
import { marketplaceErrorMessage } from '../../../features/marketplace/errors';
import {
  clearedSearch,
  hasActiveFilters,
  listingsQuery,
  type MarketplaceSearch,
  readSearch,
  type ViewMode,
  writeSearch,
} from '../../../features/marketplace/search-state';
import { useUrlParams } from '../../../features/marketplace/use-url-params';
import { useListingsWithOpenOffer } from '../../../features/offers/api/my-offers';
import {
  MakeOfferModal,
  type OfferListing,
} from '../../../features/offers/components/make-offer-modal';
import { CardOfferAction } from '../../../features/offers/components/offer-actions';
import { useWatchedIds } from '../../../features/watchlists/api/watchlists';
import { SaveSearchButton } from '../../../features/watchlists/components/save-search-button';
import { WatchButton } from '../../../features/watchlists/components/watch-button';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatCount, pluralize } from '../../../lib/format';
import { formatCounted } from '../../../features/marketplace/components/marketplace-filters';

/** `?contact={listingId}` opens the Contact Seller modal for that listing. */
const CONTACT_PARAM = 'contact';

interface MarketplaceCardProps {
  listing: MarketplaceListing;
  view: ViewMode;
  own: boolean;
  hasOpenOffer: boolean;
  watching: boolean;
  onContact: (listing: MarketplaceListing) => void;
  onOffer: (listing: OfferListing) => void;
}

/**
 * A listing's card with the offers module's action and the watchlists module's heart, drawn again
 * only when its own props change: the buyer's open offers and watched names arrive after the page,
 * and each drew all 50 cards again, a long task each on a phone.
 */
const MarketplaceCard = memo(function MarketplaceCard({
  listing,
  view,
  own,
  hasOpenOffer,
  watching,
  onContact,
  onOffer,
}: MarketplaceCardProps) {
  return (
    <ListingCard
      listing={listing}
      view={view}
      own={own}
      onContact={onContact}
      offerAction={
        <CardOfferAction listing={listing} hasOpenOffer={hasOpenOffer} onOffer={onOffer} />
      }
      watchAction={<WatchButton listing={listing} watching={watching} />}
    />
  );
});

function MarketplaceBrowser({ userId }: { userId: string }) {
  const [params, changeParams] = useUrlParams();
  const search = readSearch(params);
  const listings = usePublicListings(listingsQuery(search));
  const facets = useMarketplaceFacets(listingsQuery(search));
  const [contacting, setContacting] = useState<MarketplaceListing | null>(null);
  const [offering, setOffering] = useState<OfferListing | null>(null);
  const listingsWithOpenOffer = useListingsWithOpenOffer();
  const watched = useWatchedIds();

  const update = (change: (current: MarketplaceSearch) => MarketplaceSearch) => {
    changeParams((current) => writeSearch(change(readSearch(current)), current));
  };
  const changeFilters = (patch: Partial<MarketplaceSearch>) =>
    update((current) => ({ ...current, ...patch, page: 1 }));
  const clear = () => update(clearedSearch);

  const contactId = params.get(CONTACT_PARAM);
  const domains = listings.isError ? [] : (listings.data?.domains ?? []);
  const isOwn = (listing: MarketplaceListing) => listing.seller.id === userId;
  const requested = contactId ? domains.find((listing) => listing.id === contactId) : undefined;
  const contactListing = contacting ?? (requested && !isOwn(requested) ? requested : null);
  const contactMissing =
    contactId !== null &&
    contacting === null &&
    listings.isSuccess &&
    !listings.isPlaceholderData &&
    !requested;

  const openContact = useCallback(
    (listing: MarketplaceListing) => {
      setContacting(listing);
      changeParams(
        (current) => {
          current.set(CONTACT_PARAM, listing.id);
          return current;
        },
        { replace: true },
      );
    },
    [changeParams],
  );
  const closeContact = () => {
    setContacting(null);
    changeParams(
      (current) => {
        current.delete(CONTACT_PARAM);
        return current;
      },
      { replace: true },
    );
  };

  // A page of listings is drawn as a transition, in slices between which the browser stays
  // responsive: drawn as the query's answer arrives, 50 cards took one task of 0.6-0.9 s of a
  // phone's CPU (Lighthouse's mobile preset). Until then the page shows what it showed.
  const shown = useDeferredValue(listings.isError ? undefined : listings.data);
  const cards = shown?.domains.map((listing) => (
    <MarketplaceCard
      key={listing.id}
      listing={listing}
      view={search.view}
      own={isOwn(listing)}
      hasOpenOffer={listingsWithOpenOffer.data?.has(listing.id) ?? false}
      watching={watched.data?.has(listing.id) ?? false}
      onContact={openContact}
      onOffer={setOffering}
    />
  ));
  const totalActive = listings.data?.stats.totalActive;
  const filtered = hasActiveFilters(search);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md" component="header">
          <Stack gap={4}>
            <Title order={1}>Domain Marketplace</Title>
            <Text size="lg" c="dimmed">
              {totalActive === undefined
                ? 'Premium domains under $1,000'
                : `${formatCount(totalActive)} ${pluralize(totalActive, 'domain')} available, all under $1,000`}
            </Text>
          </Stack>
          <Group gap="xs">
            <SaveSearchButton params={params} suggestedName={search.search || 'My search'} />
            <Button component={Link} to="/watchlist" variant="default">
              My watchlist
            </Button>
          </Group>
        </Group>

        <MarketplaceFilters
          search={search}
          options={listings.data?.filters}
          facets={facets.data}
          onChange={changeFilters}
          onClear={clear}
          onView={(view) => update((current) => ({ ...current, view }))}
        />

        {contactMissing && (
          <Alert color="yellow" variant="light" role="status">
            The listing you wanted to contact is not on this page. It may have been sold, or search
            for it by name.
          </Alert>
        )}

        {listings.isError ? (
          <MarketplaceError
            message={marketplaceErrorMessage(listings.error)}
            signedIn
            onRetry={() => void listings.refetch()}
          />
        ) : !shown ? (
          <MarketplaceLoading />
        ) : shown.domains.length === 0 && shown.pagination.total > 0 ? (
          <PastLastPage
            page={shown.pagination.page}
            totalPages={shown.pagination.totalPages}
            lastPageHref={`?${writeSearch({ ...search, page: shown.pagination.totalPages }, params).toString()}`}
          />
        ) : shown.domains.length === 0 ? (
          <MarketplaceEmpty filtered={filtered} onClear={clear} />
        ) : (
          <Stack gap="lg">
            <Text size="sm" c="dimmed" role="status">
              {matchesLabel(shown.pagination)}
            </Text>
            {search.view === 'grid' ? (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{cards}</SimpleGrid>
            ) : (
              <Stack gap="sm">{cards}</Stack>
            )}
            <PaginationBar
              page={shown.pagination.page}
              totalPages={shown.pagination.totalPages}
              onPage={(page) => update((current) => ({ ...current, page }))}
            />
            {shown.pagination.totalIsLowerBound && (
              <Text size="sm" c="dimmed" ta="center">
                The pages go as far as the first 10,000 results: refine the search or the filters to
                see more.
              </Text>
            )}
          </Stack>
        )}

        <FooterStats totalActive={totalActive} />
      </Stack>
      <ContactSellerModal
        listing={contactListing}
        opened={contactListing !== null}
        onClose={closeContact}
      />
      <MakeOfferModal listing={offering} onClose={() => setOffering(null)} />
    </Container>
  );
}

/**
 * /marketplace: a public page whose content needs an account (spec section 2, "Marketplace"). The
 * marketplace's listings with the inquiries module's Contact Seller form, the offers module's
 * Make an offer and the watchlists module's heart and Save this search, so composed in app/.
 */
export function MarketplaceRoute() {
  const { user, loading } = useAuth();
  return (
    <>
      <PageMeta
        title="Domain Marketplace"
        description="Browse domain names for sale under $1,000 and contact their sellers: 0% commission, secure escrow."
        path="/marketplace"
      />
      {loading ? (
        <Center mih="60vh">
          <Loader />
        </Center>
      ) : user ? (
        <MarketplaceBrowser userId={user.id} />
      ) : (
        <AuthRequired />
      )}
    </>
  );
}

/** How many listings match: "1 domain", "180 domains", "10,000+ domains" above 10,000. */
function matchesLabel({ total, totalIsLowerBound }: PublicListingsPage['pagination']): string {
  return `${formatCounted({ count: total, isLowerBound: totalIsLowerBound })} ${pluralize(
    totalIsLowerBound ? 2 : total,
    'domain',
  )}`;
}
