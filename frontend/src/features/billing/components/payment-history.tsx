import { Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { components } from '../../../lib/api/schema';
import { downloadTextFile } from '../../../lib/download';
import { formatCount, formatDate, formatUsd } from '../../../lib/format';
import type { Transaction } from '../api/payment-history';
import { paymentHistoryCsv, paymentHistoryFileName } from '../payment-csv';
import { describePayment, PAYMENT_TYPE_LABELS } from '../payment-text';

type TransactionsPage = components['schemas']['TransactionsPage'];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="xl" fw={800}>
        {value}
      </Text>
    </Paper>
  );
}

function downloadReceipts(transactions: Transaction[]) {
  downloadTextFile(paymentHistoryFileName(new Date()), paymentHistoryCsv(transactions));
}

export function PaymentHistory({ page }: { page: TransactionsPage }) {
  const { transactions, summary, pagination } = page;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label="Total spent" value={formatUsd(summary.total_spent)} />
        <Figure label="Credit purchases" value={formatCount(summary.credit_purchase_count)} />
        <Figure label="Credits purchased" value={formatCount(summary.credits_purchased)} />
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {pagination.total > transactions.length
            ? `Showing the latest ${transactions.length} of ${formatCount(pagination.total)} payments.`
            : 'One receipt per payment in the CSV file.'}
        </Text>
        <Button
          variant="default"
          onClick={() => downloadReceipts(transactions)}
          disabled={transactions.length === 0}
        >
          Download CSV
        </Button>
      </Group>
      {transactions.length === 0 ? (
        <Text c="dimmed">No payments yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label="Payment history">
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
      )}
    </Stack>
  );
}
