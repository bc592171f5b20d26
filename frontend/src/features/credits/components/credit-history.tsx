import { Badge, Group, Table, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import type { CreditRecord } from '../api/credit-records';

const TYPE_LABELS: Record<CreditRecord['type'], string> = {
  pro_allocation: 'Pro allocation',
  purchased: 'Purchased',
};

const STATUS_LABELS: Record<CreditRecord['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  used: 'Used',
};

const STATUS_COLORS: Record<CreditRecord['status'], string> = {
  active: 'teal',
  expired: 'gray',
  used: 'blue',
};

export function CreditHistoryTable({ records }: { records: CreditRecord[] }) {
  if (records.length === 0) {
    return <Text c="dimmed">No credits yet. Buy credits to list your first domain.</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Credit history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Remaining</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Purchased</Table.Th>
            <Table.Th>Expires</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td>{TYPE_LABELS[record.type]}</Table.Td>
              <Table.Td>{record.amount}</Table.Td>
              <Table.Td>{record.remaining_amount}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[record.status]}>
                  {STATUS_LABELS[record.status]}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDate(record.purchased_at)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {formatDate(record.expires_at)}
                  {record.expires_soon && <Badge color="yellow">Expires soon</Badge>}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
