import { Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { RegistrationExpiryWarning } from '../../../components/registration-expiry-warning';
import { VerifiedBadge } from '../../../components/verified-badge';
import { type DomainListing, useListing } from '../../../features/listings/api/get-listing';
import { DomainNotFound } from '../../../features/listings/components/domain-not-found';
import { EditListingForm } from '../../../features/listings/components/edit-listing-form';
import { ListingDetails } from '../../../features/listings/components/listing-details';
import { OwnershipSection } from '../../../features/listings/components/ownership/ownership-section';
import { StatusBadge } from '../../../features/listings/components/status-badge';
import { showsVerified } from '../../../features/listings/listing-status';
import { OfferRulesSection } from '../../../features/offers/components/offer-rules-section';
import { formatPrice } from '../../../lib/format';

type Mode = 'view' | 'edit';

/** A sold listing has nothing left to prove: the ownership checks stop with the sale. */
function checksOwnership(listing: DomainListing): boolean {
  return listing.status !== 'sold';
}

/** A sold name takes no more offers: its rules no longer matter. */
function takesOfferRules(listing: DomainListing): boolean {
  return listing.status !== 'sold';
}

/** Edit is offered only for active listings (spec, seller dashboard). */
function isEditable(listing: DomainListing): boolean {
  return listing.status === 'active';
}

function pageTitle(mode: Mode, listing: DomainListing | undefined, failed: boolean): string {
  if (failed) return 'Domain Not Found';
  if (!listing) return 'Domain Details';
  return mode === 'edit' ? `Edit ${listing.name}` : listing.name;
}

function DomainHeader({ listing, editLink }: { listing: DomainListing; editLink: string | null }) {
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap="xs">
        <Group gap="sm">
          <Title order={1}>{listing.name}</Title>
          <StatusBadge status={listing.status} size="lg" />
          {showsVerified(listing) && <VerifiedBadge size="lg" />}
        </Group>
        <RegistrationExpiryWarning expiresAt={listing.registration_expires_at} />
        <Stack component="dl" gap={0} m={0}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
            Price
          </Text>
          <Text component="dd" m={0} fz={28} fw={800}>
            {formatPrice(listing.price)}
          </Text>
        </Stack>
      </Stack>
      {editLink && (
        <Button component={Link} to={editLink}>
          Edit
        </Button>
      )}
    </Group>
  );
}

function DomainDetailScreen({ mode }: { mode: Mode }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const listing = useListing(id);
  const viewPath = `/domain/${id}`;
  const editPath = `${viewPath}/edit`;
  const meta = (
    <PageMeta
      title={pageTitle(mode, listing.data, listing.isError)}
      description="Price, status and performance of your domain listing."
      path={mode === 'edit' ? editPath : viewPath}
    />
  );

  if (listing.isPending) {
    return (
      <Center mih="60vh">
        {meta}
        <Loader />
      </Center>
    );
  }

  if (listing.isError) {
    return (
      <>
        {meta}
        <DomainNotFound />
      </>
    );
  }

  if (mode === 'edit' && !isEditable(listing.data)) return <Navigate to={viewPath} replace />;

  const editing = mode === 'edit';
  const returnToView = () => {
    void navigate(viewPath);
  };

  return (
    <Container size="md" py="xl">
      {meta}
      <Stack gap="lg">
        <DomainHeader
          listing={listing.data}
          editLink={!editing && isEditable(listing.data) ? editPath : null}
        />
        {editing ? (
          <EditListingForm listing={listing.data} onSaved={returnToView} onCancel={returnToView} />
        ) : (
          <Paper p="lg" withBorder>
            <Stack gap={4}>
              <Title order={2} size="h4">
                Description
              </Title>
              <Text c={listing.data.description ? undefined : 'dimmed'}>
                {listing.data.description || 'No description yet.'}
              </Text>
            </Stack>
          </Paper>
        )}
        {!editing && takesOfferRules(listing.data) && (
          <OfferRulesSection listingId={listing.data.id} name={listing.data.name} />
        )}
        {!editing && checksOwnership(listing.data) && <OwnershipSection listing={listing.data} />}
        <ListingDetails listing={listing.data} />
      </Stack>
    </Container>
  );
}

/**
 * /domain/:id: the seller's listing with the listings module's ownership proof and the offers
 * module's rules, so composed in app/.
 */
export function DomainDetailRoute() {
  return <DomainDetailScreen mode="view" />;
}

export function DomainEditRoute() {
  return <DomainDetailScreen mode="edit" />;
}
