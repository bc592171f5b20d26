import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Profile } from '../../../lib/auth/profile';
import { useOffer } from '../../../lib/billing/products';
import { formatPrice } from '../../../lib/format';

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

/** Priced from the product list; a product the server leaves out of it is not offered. */
function PurchaseActions() {
  const credit = useOffer('credit');
  const pro = useOffer('pro');
  return (
    <>
      {credit.status === 'priced' && (
        <Button component={Link} to="/checkout?plan=credit" variant="light">
          Buy Credit - {formatPrice(credit.price)}
        </Button>
      )}
      {pro.status === 'priced' && (
        <Button component={Link} to="/checkout?plan=pro" variant="light" color="grape">
          Upgrade to Pro ({formatPrice(pro.price)}/year)
        </Button>
      )}
      {credit.status === 'absent' && (
        <Text size="sm" c="dimmed">
          Credit purchasing is temporarily unavailable.
        </Text>
      )}
    </>
  );
}

interface SellerActionsProps {
  profile: Profile | undefined;
  isPro: boolean;
}

export function SellerActions({ profile, isPro }: SellerActionsProps) {
  return (
    <Group gap="sm">
      {profile && <MainAction credits={profile.available_credits} isPro={isPro} />}
      {profile &&
        (isPro ? (
          <Button component={Link} to="/list-domain?mode=bulk" variant="light">
            Bulk Upload
          </Button>
        ) : (
          <PurchaseActions />
        ))}
      <Button component={Link} to="/billing" variant="default">
        Billing
      </Button>
    </Group>
  );
}
