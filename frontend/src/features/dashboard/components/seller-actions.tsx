import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Profile } from '../../../lib/auth/profile';

/** Shown as on the spec's screens; the amount charged is the one tied to each product. */
const CREDIT_PRICE = '$9.99';
const PRO_PRICE = '$500';

function MainAction({ credits, isPro }: { credits: number; isPro: boolean }) {
  if (credits > 0) {
    return (
      <Button component={Link} to="/list-domain">
        List New Domain
      </Button>
    );
  }
  return (
    <Button component={Link} to={isPro ? '/billing' : '/checkout?plan=credit'}>
      Upgrade to Pro to List
    </Button>
  );
}

export function SellerActions({ profile }: { profile: Profile | undefined }) {
  const isPro = profile?.user_tier === 'pro';

  return (
    <Group gap="sm">
      {profile && <MainAction credits={profile.available_credits} isPro={isPro} />}
      {profile &&
        (isPro ? (
          <Button component={Link} to="/list-domain?mode=bulk" variant="light">
            Bulk Upload
          </Button>
        ) : (
          <>
            <Button component={Link} to="/checkout?plan=credit" variant="light">
              Buy Credit - {CREDIT_PRICE}
            </Button>
            <Button component={Link} to="/checkout?plan=pro" variant="light" color="grape">
              Upgrade to Pro ({PRO_PRICE}/year)
            </Button>
          </>
        ))}
      <Button component={Link} to="/billing" variant="default">
        Billing
      </Button>
    </Group>
  );
}
