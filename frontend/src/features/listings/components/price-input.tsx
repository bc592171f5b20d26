import { NumberInput, type NumberInputProps } from '@mantine/core';
import { MAX_PRICE_USD, MIN_PRICE_USD, PRICE_HINT, PRICE_STEP } from '../listing-rules';

/** Out-of-range prices are kept as typed (not clamped) so that the form can say what is wrong. */
export function PriceInput(props: NumberInputProps) {
  return (
    <NumberInput
      label="Price"
      description={PRICE_HINT}
      prefix="$"
      min={MIN_PRICE_USD}
      max={MAX_PRICE_USD}
      step={PRICE_STEP}
      decimalScale={2}
      allowNegative={false}
      clampBehavior="none"
      {...props}
    />
  );
}
