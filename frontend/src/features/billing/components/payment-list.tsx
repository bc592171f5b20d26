import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatUsd } from '../../../lib/format';
import type { Transaction } from '../api/payment-history';
import { describePayment, PAYMENT_TYPE_LABELS } from '../payment-text';

const LABEL = 'Payment history';

/** The payments from the `sm` breakpoint up, one row each. */
export function PaymentTable({ transactions }: { transactions: Transaction[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={LABEL}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Reference</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.map((transaction) => (
            <Table.Tr key={transaction.id}>
              <Table.Td>{formatDate(transaction.created_at)}</Table.Td>
              <Table.Td>{describePayment(transaction)}</Table.Td>
              <Table.Td>{PAYMENT_TYPE_LABELS[transaction.type]}</Table.Td>
              <Table.Td>{formatUsd(transaction.amount)}</Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace">
                  {transaction.payment_gateway_ref}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The payments below the `sm` breakpoint, one card each, nothing cut. */
export function PaymentCards({ transactions }: { transactions: Transaction[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={LABEL}>
      {transactions.map((transaction) => (
        <Paper key={transaction.id} component="li" withBorder p="md">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Text fw={600}>{describePayment(transaction)}</Text>
              <Text fw={700}>{formatUsd(transaction.amount)}</Text>
            </Group>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {formatDate(transaction.created_at)}
              </Text>
              <Badge variant="light" color="gray">
                {PAYMENT_TYPE_LABELS[transaction.type]}
              </Badge>
            </Group>
            <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {transaction.payment_gateway_ref}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
