import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { components } from '@dlm/sdk';
import { downloadTextFile } from '../../../lib/download';
import { formatCount, formatUsd } from '../../../lib/format';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import type { Transaction } from '../api/payment-history';
import { paymentHistoryCsv, paymentHistoryFileName } from '../payment-csv';
import { PaymentCards, PaymentTable } from './payment-list';

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
  const Payments = useNarrowScreen() ? PaymentCards : PaymentTable;

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
        <Payments transactions={transactions} />
      )}
    </Stack>
  );
}
