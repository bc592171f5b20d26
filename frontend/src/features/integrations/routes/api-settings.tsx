import { Container, Divider, Stack, Title } from '@mantine/core';
import { PageMeta } from '../../../components/page-meta';
import { ApiTokensSection } from '../components/api-tokens-section';
import { WebhooksSection } from '../components/webhooks-section';

/** Settings for integrators: personal API tokens and webhook endpoints. */
export function ApiSettingsRoute() {
  return (
    <Container size="md" py="xl">
      <PageMeta
        title="API tokens and webhooks"
        description="Personal API tokens for your own scripts, and signed webhooks for your listings' events."
        path="/settings/api"
      />
      <Stack gap="xl">
        <Title order={1}>API tokens and webhooks</Title>
        <ApiTokensSection />
        <Divider />
        <WebhooksSection />
      </Stack>
    </Container>
  );
}
