import {
  Alert,
  Anchor,
  Blockquote,
  Button,
  Center,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconCircleX, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api/errors';
import { countOf, formatDateTime, formatPrice } from '../../../lib/format';
import type { Offer } from '../api/my-offers';
import { type OfferTerms, useOfferTerms } from '../api/offer-terms';
import { useMakeOffer } from '../api/use-make-offer';
import { offerFailure, placeFieldErrors } from '../errors';
import { validateOfferAmount, validateOfferMessage } from '../offer-limits';
import { AmountInput } from './amount-input';
import { OfferMessageInput } from './message-input';

/** The listing an offer is made on, as the marketplace and the landing page know it. */
export interface OfferListing {
  id: string;
  name: string;
  price: number;
}

function OfferTermsList({ terms }: { terms: OfferTerms }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Terms
      </Text>
      <List size="sm" spacing={2} aria-label="Terms of an offer">
        <List.Item>
          {`Your offer binds you for ${countOf(terms.binding_days, 'day')}; you can withdraw it until the seller answers.`}
        </List.Item>
        <List.Item>
          {`Payment into escrow is due ${countOf(terms.payment_days, 'day')} after acceptance.`}
        </List.Item>
        <List.Item>
          {`The seller transfers the name within ${countOf(terms.transfer_days, 'day')} of payment.`}
        </List.Item>
        {terms.buy_now !== null && (
          <List.Item>
            {`Buy Now price: ${formatPrice(terms.buy_now)}. An offer of that much or more is accepted at once, at that price.`}
          </List.Item>
        )}
      </List>
    </Stack>
  );
}

function OfferForm({
  listing,
  terms,
  makeOffer,
}: {
  listing: OfferListing;
  terms: OfferTerms;
  makeOffer: ReturnType<typeof useMakeOffer>;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  /** An amount above the asking price, waiting for the buyer to confirm it. */
  const [unconfirmed, setUnconfirmed] = useState<number | null>(null);
  const form = useForm({
    initialValues: { amount: '' as number | string, message: '' },
    validate: { amount: validateOfferAmount, message: validateOfferMessage },
  });
  const message = form.getValues().message;

  const send = (amount: number, text: string, confirmed = false) => {
    setServerError(null);
    if (amount > terms.price && !confirmed) {
      setUnconfirmed(amount);
      return;
    }
    setUnconfirmed(null);
    const trimmed = text.trim();
    makeOffer.mutate(
      {
        listingId: listing.id,
        amount,
        ...(trimmed ? { message: trimmed } : {}),
        ...(confirmed ? { confirmAmount: true } : {}),
      },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'OFFER_NEEDS_CONFIRMATION')
            setUnconfirmed(amount);
          else if (!placeFieldErrors(form, error, { amount: 'amount', message: 'message' }))
            setServerError(offerFailure(error));
        },
      },
    );
  };

  const handleSubmit = form.onSubmit((values) => send(Number(values.amount), values.message));
  const buyNow = terms.buy_now;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Listed at <strong>{formatPrice(terms.price)}</strong>
        </Text>
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <AmountInput
          label="Your offer (USD)"
          required
          withAsterisk={false}
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <OfferMessageInput {...form.getInputProps('message')} value={message} />
        <OfferTermsList terms={terms} />
        {unconfirmed !== null && (
          <AmountConfirmation
            amount={unconfirmed}
            terms={terms}
            onConfirm={() => send(unconfirmed, form.getValues().message, true)}
            onChange={() => setUnconfirmed(null)}
          />
        )}
        <Group justify="flex-end">
          {buyNow !== null && (
            <Button
              variant="light"
              disabled={makeOffer.isPending}
              onClick={() => send(buyNow, form.getValues().message)}
            >
              {`Buy now for ${formatPrice(buyNow)}`}
            </Button>
          )}
          <Button
            type="submit"
            loading={makeOffer.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            Send offer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks the buyer to confirm an amount above the asking price before it binds them. */
function AmountConfirmation({
  amount,
  terms,
  onConfirm,
  onChange,
}: {
  amount: number;
  terms: OfferTerms;
  onConfirm: () => void;
  onChange: () => void;
}) {
  const sale =
    terms.buy_now !== null && amount >= terms.buy_now
      ? ` It is accepted at once, and you pay the Buy Now price of ${formatPrice(terms.buy_now)}.`
      : ' If the seller accepts it, you pay that amount.';
  return (
    <Alert color="yellow" variant="light" role="alert" title="Confirm your offer">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {`You are offering ${formatPrice(amount)} for a name listed at ${formatPrice(terms.price)}.${sale}`}
        </Text>
        <Group gap="sm">
          <Button size="xs" onClick={onConfirm}>
            {`Confirm ${formatPrice(amount)}`}
          </Button>
          <Button size="xs" variant="default" onClick={onChange}>
            Change the amount
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The seller's rules' answer, given at once: declined, accepted (a deal), or sent to the seller. */
function OfferAnswer({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  if (offer.status === 'accepted') {
    return (
      <Stack gap="md" align="center" ta="center" role="status">
        <ThemeIcon color="indigo" size={56} radius="xl" variant="light">
          <IconCircleCheck size={36} aria-hidden />
        </ThemeIcon>
        <Title order={3}>Offer accepted</Title>
        <Text size="sm">
          {`${offer.domain_name} is yours for ${formatPrice(offer.amount)}. The deal is open: pay into escrow before its payment deadline.`}
        </Text>
        {offer.deal_id && (
          <Button component={Link} to={`/deals/${offer.deal_id}`}>
            Go to the deal
          </Button>
        )}
      </Stack>
    );
  }
  if (offer.status === 'declined') {
    return (
      <Stack gap="md" role="status">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="red" size={40} radius="xl" variant="light">
            <IconCircleX size={26} aria-hidden />
          </ThemeIcon>
          <Title
            order={3}
          >{`Declined: ${offer.decline_reason_label ?? 'the seller declined'}`}</Title>
        </Group>
        {offer.answer && (
          <Blockquote color="gray" p="md" aria-label="The seller’s answer">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {offer.answer}
            </Text>
          </Blockquote>
        )}
        {offer.offer_again_at && (
          <Text size="sm">
            {`You can make another offer on this name from ${formatDateTime(offer.offer_again_at)}.`}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md" role="status">
      <Title order={3}>
        {`Offer sent: the seller has until ${formatDateTime(offer.expires_at)} to answer`}
      </Title>
      <Text size="sm">
        {`You offered ${formatPrice(offer.amount)} for ${offer.domain_name}. Follow it on My offers, where you can withdraw it until the seller answers.`}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button component={Link} to="/offers">
          See my offers
        </Button>
      </Group>
    </Stack>
  );
}

/** Where no offer can be made: the reason, and where to go instead. */
function NoOffer({ terms }: { terms: OfferTerms }) {
  if (terms.open_offer_id) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>You have an open offer on this name.</Text>
        <Anchor component={Link} to="/offers">
          See it on My offers
        </Anchor>
      </Stack>
    );
  }
  return (
    <Text>
      {terms.own_listing
        ? 'This is your listing: buyers make offers on it, you answer them in your lead manager.'
        : 'The seller does not take offers on this name. You can still contact the seller.'}
    </Text>
  );
}

function MakeOfferContent({ listing, onClose }: { listing: OfferListing; onClose: () => void }) {
  const terms = useOfferTerms(listing.id);
  // Here rather than in the form: the answer outlives the form, and the terms that change with the
  // offer (its open offer) must not take the form away while the offer is on its way.
  const makeOffer = useMakeOffer();

  if (makeOffer.isSuccess) return <OfferAnswer offer={makeOffer.data} onClose={onClose} />;
  if (terms.isPending) {
    return (
      <Center mih={120}>
        <Loader aria-label="Loading the terms" />
      </Center>
    );
  }
  if (terms.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{offerFailure(terms.error)}</Text>
          <Button size="xs" color="red" variant="light" onClick={() => void terms.refetch()}>
            Try Again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const blocked = terms.data.own_listing || !terms.data.offers_allowed || terms.data.open_offer_id;
  if (blocked && !makeOffer.isPending) return <NoOffer terms={terms.data} />;
  return <OfferForm listing={listing} terms={terms.data} makeOffer={makeOffer} />;
}

interface MakeOfferModalProps {
  /** The listing offered on; the modal is closed without one. */
  listing: OfferListing | null;
  onClose: () => void;
}

/**
 * "Make an offer": the amount, a message and the terms, then the instant answer of the seller's
 * rules. The seller's minimum is never known here: a decline below it says only that it was below.
 */
export function MakeOfferModal({ listing, onClose }: MakeOfferModalProps) {
  return (
    <Modal
      opened={listing !== null}
      onClose={onClose}
      title={listing ? `Make an offer: ${listing.name}` : 'Make an offer'}
      size="lg"
      centered
    >
      {listing && <MakeOfferContent key={listing.id} listing={listing} onClose={onClose} />}
    </Modal>
  );
}
