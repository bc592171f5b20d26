import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatPrice } from '../../../lib/format';
import type { Offer } from '../api/my-offers';
import type { SellerDeclineReason, useOfferMoves } from '../api/use-offer-moves';
import { offerFailure } from '../errors';
import { SELLER_DECLINE_REASONS } from '../offer-text';

type DeclineMutation = ReturnType<typeof useOfferMoves>['decline'];

interface DeclineModalProps {
  offer: Offer;
  opened: boolean;
  decline: DeclineMutation;
  onClose: () => void;
}

/** The seller declines the amount on the table, with a reason the buyer is told. */
export function DeclineModal({ offer, opened, decline, onClose }: DeclineModalProps) {
  const [reason, setReason] = useState<SellerDeclineReason>('too_low');

  const close = () => {
    decline.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={`Decline: ${offer.domain_name}`} centered>
      <Stack gap="md">
        <Text size="sm">
          {`Decline ${offer.buyer_name ?? 'the buyer'}’s ${formatPrice(offer.amount)}? The negotiation ends; the buyer is told your reason.`}
        </Text>
        <NativeSelect
          label="Reason"
          data={SELLER_DECLINE_REASONS.map((option) => ({ ...option }))}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value as SellerDeclineReason)}
        />
        {decline.isError && (
          <Alert color="red" variant="light" role="alert">
            {offerFailure(decline.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={decline.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={decline.isPending}
            onClick={() => decline.mutate(reason, { onSuccess: onClose })}
          >
            Decline offer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
