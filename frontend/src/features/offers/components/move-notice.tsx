import { Alert, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../lib/format';
import type { Offer } from '../api/my-offers';

/**
 * What an answer given on this screen came to, where the offer itself may leave the list shown
 * (an accepted offer is no longer open): the sale with a link to its deal, or the seller's rules
 * declining a counter below the minimum with the seller's answer.
 */
export function MoveNotice({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const close = <CloseButton aria-label="Dismiss" onClick={onClose} />;
  if (offer.status === 'accepted') {
    const sale =
      offer.role === 'seller'
        ? `${offer.domain_name} is sold to ${offer.buyer_name ?? 'the buyer'} for ${formatPrice(offer.amount)}.`
        : `${offer.domain_name} is yours for ${formatPrice(offer.amount)}.`;
    return (
      <Alert color="indigo" variant="light" role="status" title="Offer accepted">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{`${sale} The deal is open, with its payment deadline.`}</Text>
            {offer.deal_id && (
              <Button component={Link} to={`/deals/${offer.deal_id}`} size="xs">
                Go to the deal
              </Button>
            )}
          </Stack>
          {close}
        </Group>
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      role="status"
      title={`Declined: ${offer.decline_reason_label ?? 'the offer is over'}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {offer.answer ?? `The offer on ${offer.domain_name} is closed.`}
        </Text>
        {close}
      </Group>
    </Alert>
  );
}
