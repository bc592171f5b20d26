import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VerifiedBadge } from '../../../components/verified-badge';
import { formatCount, formatPercent, formatWholeUsd, pluralize } from '../../../lib/format';
import { listingDescription } from '../../../lib/listings/description';
import type { MarketplaceListing, NameHighlight } from '../api/public-listings';
import type { ViewMode } from '../search-state';
import { OwnListingNote } from './own-listing-note';

const MAX_TAGS_SHOWN = 3;

export function landingPath(name: string): string {
  return `/d/${encodeURIComponent(name)}`;
}

export function ListingBadges({ listing }: { listing: MarketplaceListing }) {
  if (!listing.is_priority && listing.seller.user_tier !== 'pro' && !listing.verified) return null;
  return (
    <Group gap={6}>
      {listing.verified && <VerifiedBadge />}
      {listing.is_priority && (
        // Dark text on the amber: white on it reads at 2.1:1 (WCAG AA asks 4.5:1).
        <Badge color="yellow" variant="filled" autoContrast>
          Featured
        </Badge>
      )}
      {listing.seller.user_tier === 'pro' && (
        <Badge color="violet" variant="light">
          Pro Seller
        </Badge>
      )}
    </Group>
  );
}

/**
 * The name with the spans that matched the search marked (`<mark>`), so that a buyer sees why a
 * listing came up: `cloud` and `pay` in pay-cloud.io for "cloudpay".
 */
export function HighlightedName({
  name,
  highlights = [],
}: {
  name: string;
  highlights?: readonly NameHighlight[];
}) {
  if (highlights.length === 0) return name;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of highlights) {
    if (start > at) parts.push(name.slice(at, start));
    parts.push(<mark key={start}>{name.slice(start, end)}</mark>);
    at = end;
  }
  if (at < name.length) parts.push(name.slice(at));
  return <>{parts}</>;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="xs" c="dimmed">
      {label}:{' '}
      <Text span size="xs" c="dark" fw={500}>
        {value}
      </Text>
    </Text>
  );
}

interface ListingCardProps {
  listing: MarketplaceListing & { highlights?: NameHighlight[] };
  view: ViewMode;
  /** The signed-in user's own listing: no Contact Seller. */
  own: boolean;
  onContact: (listing: MarketplaceListing) => void;
  /** Shown beside Contact Seller (the offers module's "Make an offer"), composed by the page. */
  offerAction?: ReactNode;
  /** Shown beside the price (the watchlists module's heart), composed by the page. */
  watchAction?: ReactNode;
}

/**
 * A card off screen is neither styled nor laid out until it nears the screen (`content-visibility`),
 * about as tall as a card meanwhile: a page of 50 cards arrived as one long task of a phone's CPU.
 */
const OFF_SCREEN = { contentVisibility: 'auto', containIntrinsicSize: 'auto 340px' } as const;

/** One listing of the marketplace (spec section 2, "Card"); seller text is shown as text only. */
export function ListingCard({
  listing,
  view,
  own,
  onContact,
  offerAction,
  watchAction,
}: ListingCardProps) {
  const shownTags = listing.tags.slice(0, MAX_TAGS_SHOWN);
  const hiddenTags = listing.tags.length - shownTags.length;

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-label={listing.name}
      style={OFF_SCREEN}
    >
      <Stack gap="sm" h="100%">
        <ListingBadges listing={listing} />
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Anchor
            component={Link}
            to={landingPath(listing.name)}
            fw={700}
            size="lg"
            style={{ wordBreak: 'break-all' }}
          >
            <HighlightedName name={listing.name} highlights={listing.highlights} />
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            {/* Large text (20 px bold), as on /d/{name}: green 8 on white reads at 3.4:1, enough
                for large text only (WCAG AA asks 4.5:1 of 18 px text). */}
            <Text fw={700} size="xl" c="green.8">
              {formatWholeUsd(listing.price)}
            </Text>
            {!own && watchAction}
          </Group>
        </Group>
        <Text
          size="sm"
          lineClamp={view === 'grid' ? 3 : undefined}
          style={{ whiteSpace: 'pre-wrap' }}
        >
          {listingDescription(listing)}
        </Text>
        <Group gap="md">
          <Text size="sm">
            {formatCount(listing.views)} {pluralize(listing.views, 'view')}
          </Text>
          <Text size="sm">
            {formatCount(listing.inquiries)} {pluralize(listing.inquiries, 'inquiry', 'inquiries')}
          </Text>
          {view === 'list' && (
            <Text size="sm">{formatPercent(listing.conversion_rate)} conversion</Text>
          )}
        </Group>
        <Group gap="md">
          <Fact label="Type" value={listing.domain_type} />
          <Fact label="Registrar" value={listing.registrar} />
          <Fact
            label="Listed"
            value={`${listing.days_listed} ${pluralize(listing.days_listed, 'day')}`}
          />
        </Group>
        {listing.tags.length > 0 && (
          <Group gap={4}>
            {shownTags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray" size="sm">
                {tag}
              </Badge>
            ))}
            {hiddenTags > 0 && (
              <Badge variant="light" color="gray" size="sm">
                +{hiddenTags}
              </Badge>
            )}
          </Group>
        )}
        {own ? (
          <OwnListingNote listingId={listing.id} />
        ) : (
          <Group mt="auto" gap="xs" grow preventGrowOverflow={false}>
            <Button onClick={() => onContact(listing)}>Contact Seller</Button>
            {offerAction}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
