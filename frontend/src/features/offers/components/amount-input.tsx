import { NumberInput, type NumberInputProps } from '@mantine/core';
import { MAX_OFFER_USD, MIN_OFFER_USD } from '../offer-limits';

/** A USD amount; out-of-range amounts are kept as typed (not clamped) so the form can say why. */
export function AmountInput(props: NumberInputProps) {
  return (
    <NumberInput
      prefix="$"
      thousandSeparator=","
      min={MIN_OFFER_USD}
      max={MAX_OFFER_USD}
      decimalScale={2}
      allowNegative={false}
      clampBehavior="none"
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}
