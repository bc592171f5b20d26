import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../lib/format';
import type { Offer } from '../api/my-offers';
import { type OfferMove, useOfferMoves } from '../api/use-offer-moves';
import { offerFailure } from '../errors';
import { CounterModal } from './counter-modal';
import { DeclineModal } from './decline-modal';

interface SellerOfferActionsProps {
  offer: Offer;
  onMoved: (offer: Offer, move: OfferMove) => void;
}

/**
 * The seller's moves on an offer awaiting them: Accept in one click (the name is sold and the deal
 * opens), Counter with an amount, Decline with a reason; an accepted offer leads to its deal.
 */
export function SellerOfferActions({ offer, onMoved }: SellerOfferActionsProps) {
  const { accept, counter, decline } = useOfferMoves(offer.id, onMoved);
  const [counterOpen, setCounterOpen] = useState(false);
  const [declineOpen, setDeclineOpen] = useState(false);

  if (offer.status === 'accepted' && offer.deal_id) {
    return (
      <Button component={Link} to={`/deals/${offer.deal_id}`} variant="light" w="fit-content">
        Go to the deal
      </Button>
    );
  }
  if (offer.status !== 'awaiting_seller' || !offer.your_turn) return null;

  return (
    <Stack gap="xs">
      {accept.isError && (
        <Alert color="red" variant="light" role="alert">
          {offerFailure(accept.error)}
        </Alert>
      )}
      <Group gap="xs">
        <Button loading={accept.isPending} onClick={() => accept.mutate()}>
          {`Accept ${formatPrice(offer.amount)}`}
        </Button>
        <Button variant="light" disabled={accept.isPending} onClick={() => setCounterOpen(true)}>
          Counter
        </Button>
        <Button
          variant="subtle"
          color="red"
          disabled={accept.isPending}
          onClick={() => setDeclineOpen(true)}
        >
          Decline
        </Button>
      </Group>
      <CounterModal
        offer={offer}
        opened={counterOpen}
        counter={counter}
        onClose={() => {
          counter.reset();
          setCounterOpen(false);
        }}
        onCountered={() => setCounterOpen(false)}
      />
      <DeclineModal
        offer={offer}
        opened={declineOpen}
        decline={decline}
        onClose={() => setDeclineOpen(false)}
      />
    </Stack>
  );
}
