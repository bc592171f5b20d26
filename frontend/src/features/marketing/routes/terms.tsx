import { Text } from '@mantine/core';
import { PageMeta } from '../../../components/page-meta';
import { LegalPage } from '../components/legal/legal-page';
import { TERMS_SECTIONS } from '../components/legal/terms-sections';

export function TermsRoute() {
  return (
    <>
      <PageMeta
        title="Terms of Service"
        description="The terms for listing and buying domains under $1,000: $9.99 credits, the Liquidation Pro plan, 0% commission, escrow, sale reversal and acceptable use."
        path="/terms"
      />
      <LegalPage
        title="Terms of Service"
        intro={
          <Text>
            The rules for listing, browsing and buying domains on this marketplace, in plain
            language.
          </Text>
        }
        sections={TERMS_SECTIONS}
      />
    </>
  );
}
