import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageMeta, siteUrl } from '../../../components/page-meta';
import { RegistrationExpiryWarning } from '../../../components/registration-expiry-warning';
import { ContactSellerModal } from '../../../features/inquiries/components/contact-seller-modal';
import { useListingByName } from '../../../features/marketplace/api/listing-by-name';
import {
  MakeOfferModal,
  type OfferListing,
} from '../../../features/offers/components/make-offer-modal';
import { ListingOfferAction } from '../../../features/offers/components/offer-actions';
import { useWatchedIds } from '../../../features/watchlists/api/watchlists';
import { WatchButton } from '../../../features/watchlists/components/watch-button';
import { landingPath, ListingBadges } from '../../../features/marketplace/components/listing-card';
import { OwnListingNote } from '../../../features/marketplace/components/own-listing-note';
import { ApiError } from '../../../lib/api/errors';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatCount, formatWholeUsd, pluralize } from '../../../lib/format';
import { listingDescription } from '../../../lib/listings/description';
import { useRecordView } from '../../../lib/listings/record-view';

/** Social previews cut the description to this many characters, as the server's page does. */
const META_DESCRIPTION_LENGTH = 160;

function metaDescription(text: string): string {
  return text.length > META_DESCRIPTION_LENGTH
    ? `${text.slice(0, META_DESCRIPTION_LENGTH - 1)}…`
    : text;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

function NotForSale({ name }: { name: string }) {
  return (
    <Container size="sm" py="xl">
      <PageMeta
        title={`${name} is not for sale`}
        description="This domain is not listed on the marketplace."
        path={landingPath(name)}
        noindex
      />
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} style={{ wordBreak: 'break-all' }}>
            {name}
          </Title>
          <Text>This domain is not for sale on the marketplace right now.</Text>
          <Button component={Link} to="/marketplace">
            Browse the marketplace
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

/** The heart, once the buyer's watchlist is known. */
function LandingWatchButton({ listing }: { listing: { id: string; name: string } }) {
  const watched = useWatchedIds();
  if (!watched.data) return null;
  return <WatchButton listing={listing} watching={watched.data.has(listing.id)} size="xl" />;
}

function LandingContent({
  name,
  onOffer,
}: {
  name: string;
  onOffer: (listing: OfferListing) => void;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const listing = useListingByName(name);
  const [contactOpen, setContactOpen] = useState(false);
  const { mutate: countView } = useRecordView();
  const listingId = listing.data?.id;
  const signedIn = user !== null;

  useEffect(() => {
    if (listingId && signedIn) countView(listingId);
  }, [listingId, signedIn, countView]);

  if (listing.isPending) {
    return (
      <Center mih="60vh">
        <PageMeta title={`${name} is for sale`} path={landingPath(name)} />
        <Loader />
      </Center>
    );
  }

  if (listing.isError) {
    if (listing.error instanceof ApiError && listing.error.status === 404) {
      return <NotForSale name={name} />;
    }
    return (
      <Container size="sm" py="xl">
        <PageMeta title={name} path={landingPath(name)} />
        <Alert color="red" variant="light" role="alert" title="Unable to load this domain">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{listing.error.message}</Text>
            <Button size="xs" color="red" variant="light" onClick={() => void listing.refetch()}>
              Try Again
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  const domain = listing.data;
  const price = formatWholeUsd(domain.price);
  const description = listingDescription(domain);
  const back = encodeURIComponent(landingPath(domain.name));

  return (
    <Container size="md" py="xl">
      <PageMeta
        title={`${domain.name} is for sale: ${price}`}
        description={metaDescription(description)}
        path={landingPath(domain.name)}
        image={`${siteUrl()}${landingPath(domain.name)}/image.png`}
      />
      <Card withBorder radius="md" padding="xl" component="article">
        <Stack gap="lg">
          <Stack gap="xs">
            <Text c="dimmed">This domain is for sale</Text>
            <ListingBadges listing={domain} />
            <Title order={1} style={{ wordBreak: 'break-all' }}>
              {domain.name}
            </Title>
            <Text fw={700} size="xl" c="green.8">
              {price}
            </Text>
            <RegistrationExpiryWarning expiresAt={domain.registration_expires_at} />
          </Stack>
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="listing-description">
            {description}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact label="Category" value={domain.category} />
            <Fact label="Extension" value={domain.extension} />
            <Fact label="Registrar" value={domain.registrar} />
            <Fact
              label="Listed"
              value={`${domain.days_listed} ${pluralize(domain.days_listed, 'day')}`}
            />
          </SimpleGrid>
          <Group gap="md">
            <Text size="sm" c="dimmed">
              {formatCount(domain.views)} {pluralize(domain.views, 'view')}
            </Text>
            <Text size="sm" c="dimmed">
              {formatCount(domain.inquiries)} {pluralize(domain.inquiries, 'inquiry', 'inquiries')}
            </Text>
          </Group>
          {user?.id === domain.seller.id ? (
            <OwnListingNote listingId={domain.id} />
          ) : signedIn ? (
            <Group>
              <Button size="md" onClick={() => setContactOpen(true)}>
                Contact Seller
              </Button>
              <ListingOfferAction listing={domain} onOffer={onOffer} size="md" />
              <LandingWatchButton listing={domain} />
            </Group>
          ) : (
            <Group>
              <Button size="md" component={Link} to={`/login?redirect=${back}`}>
                Sign In to Contact Seller
              </Button>
              <Button size="md" variant="default" component={Link} to="/signup">
                Create Account
              </Button>
            </Group>
          )}
          <Text size="sm" c="dimmed">
            0% commission: the seller keeps the whole price. Pay safely through escrow.{' '}
            {/* Underlined: in gray text, the link's colour alone stands out at 1.2:1 (WCAG asks 3:1). */}
            <Anchor component={Link} to="/marketplace" size="sm" underline="always">
              Browse more domains
            </Anchor>
          </Text>
        </Stack>
      </Card>
      <ContactSellerModal
        listing={domain}
        opened={contactOpen}
        onClose={() => setContactOpen(false)}
        onContinue={() => void navigate('/marketplace')}
      />
    </Container>
  );
}

/**
 * /d/{name}: the public landing page of one listing (the server renders a first version of it),
 * with the inquiries module's Contact Seller form and the offers module's Make an offer, so
 * composed in app/.
 */
export function DomainLandingRoute() {
  const name = (useParams().name ?? '').toLowerCase();
  const [offering, setOffering] = useState<OfferListing | null>(null);
  return (
    <>
      <LandingContent name={name} onOffer={setOffering} />
      {/* Outside the content: an offer at the Buy Now price sells the name, and the page then says
          it is not for sale while the modal still shows the answer with its deal. */}
      <MakeOfferModal listing={offering} onClose={() => setOffering(null)} />
    </>
  );
}
