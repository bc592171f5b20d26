import { List, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import type { Offer } from '../api/my-offers';
import { moveText } from '../offer-text';

/** Every move of a negotiation, oldest first, with what its maker wrote (as text only). */
export function OfferHistory({ offer }: { offer: Offer }) {
  return (
    <List
      size="sm"
      spacing={4}
      aria-label={`History of the offer on ${offer.domain_name}`}
      styles={{ itemWrapper: { display: 'block' } }}
    >
      {offer.history.map((entry, index) => (
        <List.Item key={`${entry.at}-${index}`}>
          <Stack gap={0}>
            <Text size="sm">
              {moveText(entry, offer.role)}{' '}
              <Text span size="xs" c="dimmed">
                · {formatDateTime(entry.at)}
              </Text>
            </Text>
            {entry.message && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                “{entry.message}”
              </Text>
            )}
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
