import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSettings } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { formatDateTime, formatPrice } from '../../../lib/format';
import type { Offer, OfferListStatus } from '../api/my-offers';
import { useOfferInbox } from '../api/offer-inbox';
import type { OfferMove } from '../api/use-offer-moves';
import { OFFERS_PAGE_SIZE } from '../offer-list-search';
import { DefaultRulesModal } from './default-rules-modal';
import { Figure } from './figure';
import { MoveNotice } from './move-notice';
import { OfferCard } from './offer-card';
import { ListLoading, LoadFailure, NoOffers, OfferPages } from './offer-list-states';
import { SellerOfferActions } from './seller-offer-actions';
import { StatusFilter } from './status-filter';

function confirmMove(offer: Offer, move: OfferMove): void {
  if (move === 'counter') {
    notifications.show({
      color: 'gray',
      title: 'Counter sent',
      message: `You asked ${formatPrice(offer.amount)} for ${offer.domain_name}; the buyer has until ${formatDateTime(offer.expires_at)} to answer.`,
    });
  } else if (move === 'decline') {
    notifications.show({
      color: 'gray',
      title: 'Offer declined',
      message: `The offer on ${offer.domain_name} is declined.`,
    });
  }
}

function SellerFigures({ offer }: { offer: Offer }) {
  return (
    <>
      <Figure
        label="Your minimum"
        value={offer.minimum === null ? 'None' : formatPrice(offer.minimum)}
      />
      {Boolean(offer.instant_declines) && (
        <Figure
          label="Offers below your minimum"
          value={String(offer.instant_declines)}
          note="from this buyer on this name, declined at once"
        />
      )}
    </>
  );
}

/**
 * The lead manager's offers: open ones by default, with the amount against the listed price and
 * the seller's minimum; offers the rules declined below the minimum only on request.
 */
export function OffersInbox() {
  const titleId = useId();
  const [status, setStatus] = useState<OfferListStatus>('open');
  const [lowballs, setLowballs] = useState(false);
  const [page, setPage] = useState(1);
  const [defaultsOpen, setDefaultsOpen] = useState(false);
  const [notice, setNotice] = useState<Offer | null>(null);
  const offers = useOfferInbox({ status, lowballs, page, limit: OFFERS_PAGE_SIZE });

  const moved = (offer: Offer, move: OfferMove) => {
    if (offer.status === 'accepted') setNotice(offer);
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
        <Text c="dimmed">
          {status === 'open'
            ? 'No offers waiting. Offers from buyers show here.'
            : 'No offers here yet.'}
        </Text>
      </NoOffers>
    );
  } else {
    content = (
      <Stack gap="md">
        {offers.data.offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} figures={<SellerFigures offer={offer} />}>
            {offer.below_minimum && (
              <Badge color="red" variant="light" w="fit-content">
                Below your minimum
              </Badge>
            )}
            <SellerOfferActions offer={offer} onMoved={moved} />
          </OfferCard>
        ))}
        <OfferPages
          page={page}
          totalPages={offers.data.pagination.totalPages}
          label="Pages of offers"
          onPage={setPage}
        />
      </Stack>
    );
  }

  const total = offers.data?.pagination.total;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={titleId}
      id="offers-inbox"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title id={titleId} order={2} size="h3">
            Offers
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconSettings size={14} aria-hidden />}
            onClick={() => setDefaultsOpen(true)}
          >
            Default rules
          </Button>
        </Group>
        {notice && <MoveNotice offer={notice} onClose={() => setNotice(null)} />}
        <Group justify="space-between" align="center">
          <StatusFilter
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
          <Switch
            label="Show offers below your minimum"
            checked={lowballs}
            onChange={(event) => {
              setLowballs(event.currentTarget.checked);
              setPage(1);
            }}
          />
        </Group>
        {total !== undefined && !offers.isPlaceholderData && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {`${total} ${total === 1 ? 'offer' : 'offers'}`}
          </Text>
        )}
        {content}
      </Stack>
      <DefaultRulesModal opened={defaultsOpen} onClose={() => setDefaultsOpen(false)} />
    </Paper>
  );
}
