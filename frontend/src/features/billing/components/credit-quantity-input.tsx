import { NumberInput } from '@mantine/core';

/** Spec section 9: credits are bought 1 to 100 at a time. */
export const CREDIT_QUANTITY_MIN = 1;
export const CREDIT_QUANTITY_MAX = 100;

/** A NumberInput holds '' while empty. */
export type QuantityValue = number | string;

export function isValidQuantity(value: QuantityValue): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= CREDIT_QUANTITY_MIN &&
    value <= CREDIT_QUANTITY_MAX
  );
}

interface CreditQuantityInputProps {
  value: QuantityValue;
  onChange: (value: QuantityValue) => void;
}

export function CreditQuantityInput({ value, onChange }: CreditQuantityInputProps) {
  return (
    <NumberInput
      label="Number of credits"
      description={`${CREDIT_QUANTITY_MIN} to ${CREDIT_QUANTITY_MAX} credits, one per listing`}
      value={value}
      onChange={onChange}
      min={CREDIT_QUANTITY_MIN}
      max={CREDIT_QUANTITY_MAX}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      error={isValidQuantity(value) ? undefined : 'Choose from 1 to 100 credits'}
      maw={220}
    />
  );
}
