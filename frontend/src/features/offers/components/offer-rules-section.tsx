import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useOfferRules, useSaveOfferRules } from '../api/offer-rules';
import { LoadFailure } from './offer-list-states';
import { OfferRulesForm } from './offer-rules-form';

/**
 * The Offers section of the seller's domain page: the listing's rules for offers, or the seller's
 * default ones it follows until saved here.
 */
export function OfferRulesSection({ listingId, name }: { listingId: string; name: string }) {
  const titleId = useId();
  const rules = useOfferRules(listingId);
  const save = useSaveOfferRules(listingId);

  let content;
  if (rules.isPending) {
    content = (
      <Center mih={120}>
        <Loader aria-label="Loading your rules for offers" />
      </Center>
    );
  } else if (rules.isError) {
    content = <LoadFailure error={rules.error} onRetry={() => void rules.refetch()} />;
  } else {
    content = (
      <Stack gap="md">
        {rules.data.source === 'default' && (
          <Alert color="blue" variant="light" role="note">
            Following your default rules. Saving here gives {name} rules of its own.
          </Alert>
        )}
        <OfferRulesForm
          key={listingId}
          rules={rules.data}
          save={save}
          savedMessage={`Your rules for offers on ${name} are saved.`}
        />
      </Stack>
    );
  }

  return (
    <Paper p="lg" withBorder component="section" aria-labelledby={titleId} id="offers">
      <Stack gap="md">
        <Stack gap={4}>
          <Title id={titleId} order={2} size="h4">
            Offers
          </Title>
          <Text size="sm" c="dimmed">
            How offers from buyers on this name are answered. Your minimum is never shown to buyers:
            an offer below it is declined at once with your answer.
          </Text>
        </Stack>
        {content}
      </Stack>
    </Paper>
  );
}
