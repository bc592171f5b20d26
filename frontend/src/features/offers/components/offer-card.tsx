import { Anchor, Blockquote, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../lib/format';
import type { Offer } from '../api/my-offers';
import { deadlineText } from '../offer-text';
import { Figure } from './figure';
import { OfferHistory } from './offer-history';
import { OfferStatusBadge } from './offer-status-badge';

/** Where a listing's public page is, for the buyer's side. */
function landingPath(name: string): string {
  return `/d/${encodeURIComponent(name)}`;
}

interface OfferCardProps {
  offer: Offer;
  /** Figures only one side sees (the seller's minimum), after the amount and the listed price. */
  figures?: ReactNode;
  /** What the reader can do now. */
  children?: ReactNode;
}

/**
 * One negotiation: the name, its status from the reader's side, the amount on the table against
 * the listed price, the deadline, the actions and every move so far (words of either side as text).
 */
export function OfferCard({ offer, figures, children }: OfferCardProps) {
  const deadline = deadlineText(offer);
  const title =
    offer.role === 'seller' && offer.buyer_name
      ? `Offer on ${offer.domain_name} from ${offer.buyer_name}`
      : `Offer on ${offer.domain_name}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {offer.role === 'buyer' ? (
                <Anchor component={Link} to={landingPath(offer.domain_name)} inherit>
                  {offer.domain_name}
                </Anchor>
              ) : (
                offer.domain_name
              )}
            </Title>
            {offer.role === 'seller' && offer.buyer_name && (
              <Text size="sm">{offer.buyer_name}</Text>
            )}
          </Stack>
          <OfferStatusBadge offer={offer} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure
            label="On the table"
            value={formatPrice(offer.amount)}
            note={
              offer.first_amount !== offer.amount
                ? `First offer ${formatPrice(offer.first_amount)}`
                : undefined
            }
          />
          <Figure label="Listed price" value={formatPrice(offer.listed_price)} />
          {figures}
        </SimpleGrid>
        {deadline && (
          <Text size="sm" fw={offer.your_turn ? 600 : undefined}>
            {deadline}
          </Text>
        )}
        {offer.answer && (
          <Blockquote color="gray" p="sm" aria-label="The seller’s answer">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {offer.answer}
            </Text>
          </Blockquote>
        )}
        {children}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            History
          </Text>
          <OfferHistory offer={offer} />
        </Stack>
      </Stack>
    </Paper>
  );
}
