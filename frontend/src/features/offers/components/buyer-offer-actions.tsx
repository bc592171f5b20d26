import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../lib/format';
import type { Offer } from '../api/my-offers';
import { type OfferMove, useOfferMoves } from '../api/use-offer-moves';
import { offerFailure } from '../errors';
import { CounterModal } from './counter-modal';

interface BuyerOfferActionsProps {
  offer: Offer;
  onMoved: (offer: Offer, move: OfferMove) => void;
}

/**
 * The buyer's moves, by turn: a seller's counter is accepted, countered or walked away from; an
 * offer still awaiting the seller can be withdrawn; an accepted one leads to its deal.
 */
export function BuyerOfferActions({ offer, onMoved }: BuyerOfferActionsProps) {
  const { accept, counter, decline, withdraw } = useOfferMoves(offer.id, onMoved);
  const [counterOpen, setCounterOpen] = useState(false);
  const busy = accept.isPending || decline.isPending || withdraw.isPending;
  const failed = [accept, decline, withdraw].find((move) => move.isError);

  if (offer.status === 'accepted' && offer.deal_id) {
    return (
      <Button component={Link} to={`/deals/${offer.deal_id}`} variant="light" w="fit-content">
        Go to the deal
      </Button>
    );
  }

  let actions = null;
  if (offer.status === 'awaiting_seller') {
    actions = (
      <Button variant="default" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
        Withdraw
      </Button>
    );
  } else if (offer.status === 'awaiting_buyer' && offer.your_turn) {
    actions = (
      <>
        <Button loading={accept.isPending} disabled={busy} onClick={() => accept.mutate()}>
          {`Accept ${formatPrice(offer.amount)}`}
        </Button>
        <Button variant="light" disabled={busy} onClick={() => setCounterOpen(true)}>
          Counter
        </Button>
        <Button
          variant="subtle"
          color="red"
          loading={decline.isPending}
          disabled={busy}
          onClick={() => decline.mutate(undefined)}
        >
          Walk away
        </Button>
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
      </>
    );
  }
  if (!actions) return null;

  return (
    <Stack gap="xs">
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {offerFailure(failed.error)}
        </Alert>
      )}
      <Group gap="xs">{actions}</Group>
    </Stack>
  );
}
