import { Text } from '@mantine/core';
import { PageMeta } from '../../../components/page-meta';
import { LegalPage } from '../components/legal/legal-page';
import { PRIVACY_SECTIONS } from '../components/legal/privacy-sections';

export function PrivacyRoute() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description="What the domain liquidation marketplace stores about you, why, the e-mails it sends, cookies, Stripe payments, retention and your rights."
        path="/privacy"
      />
      <LegalPage
        title="Privacy Policy"
        intro={
          <Text>
            What we store about you, why, and what you can ask us to do with it. We collect only
            what the marketplace needs to work.
          </Text>
        }
        sections={PRIVACY_SECTIONS}
      />
    </>
  );
}
