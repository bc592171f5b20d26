import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { formatPrice } from '../../../lib/format';
import type { Offer } from '../api/my-offers';
import type { useOfferMoves } from '../api/use-offer-moves';
import { offerFailure, placeFieldErrors } from '../errors';
import { validateOfferAmount, validateOfferMessage } from '../offer-limits';
import { AmountInput } from './amount-input';
import { OfferMessageInput } from './message-input';

type CounterMutation = ReturnType<typeof useOfferMoves>['counter'];

function CounterForm({
  offer,
  counter,
  onClose,
  onCountered,
}: {
  offer: Offer;
  counter: CounterMutation;
  onClose: () => void;
  onCountered: (offer: Offer) => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { amount: '' as number | string, message: '' },
    validate: { amount: validateOfferAmount, message: validateOfferMessage },
  });
  const message = form.getValues().message;

  const handleSubmit = form.onSubmit((values) => {
    setServerError(null);
    const text = values.message.trim();
    counter.mutate(
      { amount: Number(values.amount), ...(text ? { message: text } : {}) },
      {
        onSuccess: onCountered,
        onError: (error) => {
          if (!placeFieldErrors(form, error, { amount: 'amount', message: 'message' }))
            setServerError(offerFailure(error));
        },
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {`On the table: ${formatPrice(offer.amount)} (listed at ${formatPrice(offer.listed_price)}). Your counter binds you for 7 days.`}
        </Text>
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <AmountInput
          label="Your counter (USD)"
          required
          withAsterisk={false}
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <OfferMessageInput {...form.getInputProps('message')} value={message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={counter.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={counter.isPending}>
            Send counter
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface CounterModalProps {
  offer: Offer;
  opened: boolean;
  counter: CounterMutation;
  onClose: () => void;
  onCountered: (offer: Offer) => void;
}

/** Answers the amount on the table with another, for either side whose turn it is. */
export function CounterModal({ offer, opened, counter, onClose, onCountered }: CounterModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Counter: ${offer.domain_name}`} centered>
      {opened && (
        <CounterForm offer={offer} counter={counter} onClose={onClose} onCountered={onCountered} />
      )}
    </Modal>
  );
}
