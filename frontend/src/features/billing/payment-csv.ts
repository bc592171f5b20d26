import Papa from 'papaparse';
import type { Transaction } from './api/payment-history';
import { describePayment, PAYMENT_TYPE_LABELS } from './payment-text';

export const PAYMENT_CSV_COLUMNS = [
  'Receipt',
  'Date',
  'Description',
  'Type',
  'Amount (USD)',
  'Status',
  'Reference',
] as const;

/**
 * A spreadsheet runs a cell that starts with one of these as a formula; the leading quote makes
 * it plain text (DECISIONS.md "Payments").
 */
const FORMULA_START = /^[=+\-@]/;

export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

function receiptRow(transaction: Transaction): string[] {
  return [
    transaction.id,
    transaction.created_at,
    describePayment(transaction),
    PAYMENT_TYPE_LABELS[transaction.type],
    transaction.amount.toFixed(2),
    transaction.status,
    transaction.payment_gateway_ref,
  ].map(neutraliseFormula);
}

/** The payment history as CSV: a header line, then one receipt per transaction. */
export function paymentHistoryCsv(transactions: Transaction[]): string {
  return Papa.unparse({
    fields: [...PAYMENT_CSV_COLUMNS],
    data: transactions.map(receiptRow),
  });
}

/** `payment-history-YYYY-MM-DD.csv`, by the local date of `day`. */
export function paymentHistoryFileName(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `payment-history-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.csv`;
}
