import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { checkoutErrorMessage, isAlreadyPro } from '../checkout-errors';

export const ALREADY_PRO_MESSAGE = 'You are already on Liquidation Pro.';

export function AlreadyProNotice() {
  return (
    <Alert color="grape" variant="light" role="status" title={ALREADY_PRO_MESSAGE}>
      <Text size="sm">
        Your plan, its renewal date and your credits are on the{' '}
        <Anchor component={Link} to="/billing" fw={600}>
          Billing
        </Anchor>{' '}
        page.
      </Text>
    </Alert>
  );
}

/** Why the last purchase could not start, in the spec's words; nothing when it has not failed. */
export function CheckoutFailure({ error }: { error: Error | null }) {
  if (!error) return null;
  if (isAlreadyPro(error)) return <AlreadyProNotice />;
  return (
    <Alert color="red" variant="light" role="alert">
      {checkoutErrorMessage(error)}
    </Alert>
  );
}
