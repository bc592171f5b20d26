import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Transaction } from './api/payment-history';
import {
  neutraliseFormula,
  PAYMENT_CSV_COLUMNS,
  paymentHistoryCsv,
  paymentHistoryFileName,
} from './payment-csv';

function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: '7d4e1f0a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
    type: 'listing_fee',
    amount: 29.97,
    status: 'completed',
    created_at: '2026-03-05T12:00:00.000Z',
    metadata: { credits_purchased: 3, product: 'credit', period_end: null, provider: 'test' },
    payment_gateway_ref: 'test_cs_1',
    seller_id: '5b2c7c1e-8a5e-4d8e-9c57-2f0d6d0b9a11',
    buyer_id: null,
    ...overrides,
  };
}

function rows(csv: string): string[][] {
  return Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
}

describe('paymentHistoryCsv', () => {
  it('writes a header line and one receipt per transaction', () => {
    const csv = paymentHistoryCsv([
      transaction(),
      transaction({
        id: '8e5f2a1b-3c4d-4e5f-9a01-b2c3d4e5f607',
        type: 'pro_membership',
        amount: 500,
        metadata: {
          credits_purchased: 100,
          product: 'pro',
          period_end: '2027-03-05T12:00:00.000Z',
          provider: 'stripe',
        },
        payment_gateway_ref: 'pi_3P',
      }),
    ]);

    expect(rows(csv)).toEqual([
      [...PAYMENT_CSV_COLUMNS],
      [
        '7d4e1f0a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
        '2026-03-05T12:00:00.000Z',
        '3 listing credits',
        'Listing credits',
        '29.97',
        'completed',
        'test_cs_1',
      ],
      [
        '8e5f2a1b-3c4d-4e5f-9a01-b2c3d4e5f607',
        '2026-03-05T12:00:00.000Z',
        'Liquidation Pro (1 year)',
        'Pro membership',
        '500.00',
        'completed',
        'pi_3P',
      ],
    ]);
  });

  it('says "1 listing credit" for a single credit', () => {
    const csv = paymentHistoryCsv([
      transaction({
        amount: 9.99,
        metadata: { credits_purchased: 1, product: 'credit', period_end: null, provider: 'test' },
      }),
    ]);

    expect(rows(csv)[1]?.[2]).toBe('1 listing credit');
  });

  it('keeps a cell that could run as a formula as plain text', () => {
    const csv = paymentHistoryCsv([
      transaction({ payment_gateway_ref: '=HYPERLINK("http://evil.example","pay")' }),
    ]);

    expect(rows(csv)[1]?.[6]).toBe('\'=HYPERLINK("http://evil.example","pay")');
  });

  it('is only the header line when there are no payments', () => {
    expect(rows(paymentHistoryCsv([]))).toEqual([[...PAYMENT_CSV_COLUMNS]]);
  });
});

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)'])('prefixes %s with a quote', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it.each(['29.97', 'pi_3P', '', 'a=b', " '=already"])('leaves %j as it is', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });
});

describe('paymentHistoryFileName', () => {
  it('names the file by the local date, zero-padded', () => {
    expect(paymentHistoryFileName(new Date(2026, 2, 5, 23, 30))).toBe(
      'payment-history-2026-03-05.csv',
    );
    expect(paymentHistoryFileName(new Date(2026, 11, 31, 0, 5))).toBe(
      'payment-history-2026-12-31.csv',
    );
  });
});
