import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCopyPrices } from './copy-prices';
import { HomeSection } from './home-section';

/** The page's last block: the call to action the spec links /signin from (route table). */
export function FinalCta() {
  const { listingFee } = useCopyPrices();
  return (
    <HomeSection
      id="get-started"
      title="Ready to Liquidate Your Domains?"
      intro={`List a domain for a flat ${listingFee} credit and keep the whole sale price: 0% commission, ever.`}
    >
      <Group justify="center" gap="md">
        <Button component={Link} to="/signup" size="lg">
          Get Started
        </Button>
        <Button component={Link} to="/signin" size="lg" variant="outline">
          Sign In
        </Button>
      </Group>
    </HomeSection>
  );
}
