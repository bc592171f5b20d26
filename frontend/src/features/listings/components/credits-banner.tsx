import { Alert, Anchor, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { countOf } from '../../../lib/format';

export const NO_CREDITS_MESSAGE =
  'You need at least 1 credit to list a domain. Purchase credits to continue.';

interface CreditsBannerProps {
  /** Undefined while the profile loads. */
  credits: number | undefined;
  failed: boolean;
}

export function CreditsBanner({ credits, failed }: CreditsBannerProps) {
  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert">
        Failed to load profile data
      </Alert>
    );
  }
  if (credits === undefined) return <Skeleton h={52} />;
  if (credits < 1) {
    return (
      <Alert color="yellow" variant="light" role="status" title="No credits available">
        <Text size="sm">{NO_CREDITS_MESSAGE}</Text>
        <Anchor component={Link} to="/checkout?plan=credit" size="sm" fw={600}>
          Buy Credits
        </Anchor>
      </Alert>
    );
  }
  return (
    <Alert color="teal" variant="light" role="status" title="Available credits">
      You have {countOf(credits, 'credit')} available. Each listing uses 1 credit.
    </Alert>
  );
}
