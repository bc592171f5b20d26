import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { OfferRules, OfferRulesRequest } from '../api/offer-rules';
import { offerFailure, placeFieldErrors } from '../errors';
import {
  DECLINE_MESSAGE_MAX_LENGTH,
  MAX_DEADLINE_DAYS,
  MIN_DEADLINE_DAYS,
  OFFER_LIMIT_MESSAGES,
  validateDays,
  validateOptionalAmount,
} from '../offer-limits';
import { AmountInput } from './amount-input';

type SaveRules = UseMutationResult<OfferRules, Error, OfferRulesRequest>;

type RulesValues = {
  offersAllowed: boolean;
  minimum: number | string;
  buyNow: number | string;
  declineMessage: string;
  paymentDays: number | string;
  transferDays: number | string;
};

function valuesOf(rules: OfferRules): RulesValues {
  return {
    offersAllowed: rules.offers_allowed,
    minimum: rules.minimum ?? '',
    buyNow: rules.buy_now ?? '',
    declineMessage: rules.decline_message ?? '',
    paymentDays: rules.payment_days,
    transferDays: rules.transfer_days,
  };
}

function requestOf(values: RulesValues): OfferRulesRequest {
  const declineMessage = values.declineMessage.trim();
  return {
    offersAllowed: values.offersAllowed,
    minimum: values.minimum === '' ? null : Number(values.minimum),
    buyNow: values.buyNow === '' ? null : Number(values.buyNow),
    declineMessage: declineMessage ? declineMessage : null,
    paymentDays: Number(values.paymentDays),
    transferDays: Number(values.transferDays),
  };
}

function validateBuyNow(value: number | string, values: RulesValues): string | null {
  const problem = validateOptionalAmount(value, OFFER_LIMIT_MESSAGES.buyNow);
  if (problem || value === '' || values.minimum === '') return problem;
  return Number(value) > Number(values.minimum) ? null : OFFER_LIMIT_MESSAGES.buyNowBelowMinimum;
}

/** The server's field names, as its validation details give them, to the form's. */
const SERVER_FIELDS: Record<string, keyof RulesValues> = {
  offersAllowed: 'offersAllowed',
  minimum: 'minimum',
  buyNow: 'buyNow',
  declineMessage: 'declineMessage',
  paymentDays: 'paymentDays',
  transferDays: 'transferDays',
};

interface OfferRulesFormProps {
  rules: OfferRules;
  save: SaveRules;
  /** Said in the notification once saved: "Offer rules saved for cloudly.io". */
  savedMessage: string;
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * A seller's rules for offers: whether they are taken, the hidden minimum, the Buy Now price, the
 * answer to offers below the minimum, and the deal's payment and transfer days.
 */
export function OfferRulesForm({
  rules,
  save,
  savedMessage,
  onSaved,
  onCancel,
}: OfferRulesFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RulesValues>({
    initialValues: valuesOf(rules),
    validate: {
      minimum: (value) => validateOptionalAmount(value, OFFER_LIMIT_MESSAGES.minimum),
      buyNow: validateBuyNow,
      declineMessage: (value) =>
        value.trim().length > DECLINE_MESSAGE_MAX_LENGTH
          ? OFFER_LIMIT_MESSAGES.declineMessage
          : null,
      paymentDays: validateDays,
      transferDays: validateDays,
    },
  });
  const declineMessage = form.getValues().declineMessage;

  const handleSubmit = form.onSubmit((values) => {
    setServerError(null);
    save.mutate(requestOf(values), {
      onSuccess: (saved) => {
        form.setValues(valuesOf(saved));
        form.resetDirty(valuesOf(saved));
        notifications.show({ color: 'green', title: 'Offer rules saved', message: savedMessage });
        onSaved?.();
      },
      onError: (error) => {
        if (!placeFieldErrors(form, error, SERVER_FIELDS)) setServerError(offerFailure(error));
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <Switch
          label="Take offers"
          {...form.getInputProps('offersAllowed', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AmountInput
            label="Minimum (USD)"
            description="Offers below it are declined at once. Never shown to buyers."
            placeholder="No minimum"
            {...form.getInputProps('minimum')}
          />
          <AmountInput
            label="Buy Now price (USD)"
            description="Offers at or above it are accepted at once: the name is sold."
            placeholder="No Buy Now price"
            {...form.getInputProps('buyNow')}
          />
        </SimpleGrid>
        <Textarea
          label="Answer to offers below your minimum"
          placeholder={rules.effective_decline_message}
          rows={3}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('declineMessage')}
          description={
            <Text
              component="span"
              size="xs"
              c={declineMessage.length > DECLINE_MESSAGE_MAX_LENGTH ? 'red.9' : 'dimmed'}
            >
              {`${declineMessage.length}/${DECLINE_MESSAGE_MAX_LENGTH}. Left empty, buyers get the answer shown.`}
            </Text>
          }
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Payment days"
            description="Days the buyer has to pay into escrow after acceptance."
            min={MIN_DEADLINE_DAYS}
            max={MAX_DEADLINE_DAYS}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('paymentDays')}
          />
          <NumberInput
            label="Transfer days"
            description="Days you have to transfer the name once payment is secured."
            min={MIN_DEADLINE_DAYS}
            max={MAX_DEADLINE_DAYS}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('transferDays')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
