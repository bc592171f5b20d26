import { Stack, Text, Title } from '@mantine/core';
import type { ListingOwnership } from '../../api/listing-ownership';
import { DnsRecordsTable } from './dns-records-table';
import { FOR_SALE_READINGS } from './ownership-text';

/** The RFC 10023 records: optional advertising of the sale, never a proof of ownership. */
export function ForSaleRecords({ ownership }: { ownership: ListingOwnership }) {
  const [latest] = ownership.checks;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Optional: tell the world it is for sale
      </Title>
      <Text size="sm" c="dimmed">
        Records at <code>_for-sale</code> (RFC 10023) tell anyone who looks the name up where to buy
        it and for how much. They are advertising only: they never verify your listing.
      </Text>
      {ownership.for_sale_records.length > 0 ? (
        <DnsRecordsTable records={ownership.for_sale_records} label="For-sale records" />
      ) : (
        <Text size="sm">This name is too long for the records to fit in DNS.</Text>
      )}
      <Text size="sm">
        At the last check:{' '}
        <Text span size="sm" fw={600}>
          {latest ? FOR_SALE_READINGS[latest.for_sale] : 'Not checked yet'}
        </Text>
        {latest?.for_sale === 'disagrees' &&
          '. Change its fval record to the one above, so buyers see your price.'}
      </Text>
    </Stack>
  );
}
