import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import type { BulkOutcome } from '../api/list-in-bulk';
import { countOf, formatPrice } from '../../../lib/format';

export function BulkResult({ outcome, rowCount }: { outcome: BulkOutcome; rowCount: number }) {
  const { accepted, rejected, stopped } = outcome;
  const sentAny = !stopped || stopped.firstUnsentRow > 1;
  return (
    <Stack gap="lg">
      {stopped && (
        <Alert color="red" variant="light" role="alert" title="Upload stopped">
          <Text size="sm">{stopped.message}</Text>
          <Text size="sm">
            {stopped.firstUnsentRow === rowCount
              ? `Row ${rowCount} was not sent.`
              : `Rows ${stopped.firstUnsentRow} to ${rowCount} were not sent.`}
          </Text>
        </Alert>
      )}
      {sentAny && (
        <Text fw={600}>
          {countOf(accepted.length, 'domain')} listed, {countOf(rejected.length, 'row')} rejected.
        </Text>
      )}
      {accepted.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            Listed
          </Title>
          <Table striped withTableBorder aria-label="Listed rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Domain</Table.Th>
                <Table.Th>Price</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accepted.map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td>{row.domain}</Table.Td>
                  <Table.Td>{formatPrice(row.price)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      {rejected.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            Rejected
          </Title>
          <Table striped withTableBorder aria-label="Rejected rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Domain</Table.Th>
                <Table.Th>Reasons</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rejected.map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td>{row.domain}</Table.Td>
                  <Table.Td>{row.reasons.join('; ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}
