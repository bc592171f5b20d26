import type { CreditRecord } from '../api/credit-records';

export const CREDIT_RECORDS: CreditRecord[] = [
  {
    id: 'a1f0c2d3-0000-4000-8000-000000000001',
    type: 'pro_allocation',
    amount: 100,
    remaining_amount: 87,
    status: 'active',
    purchased_at: '2025-12-01T12:00:00.000Z',
    expires_at: '2026-12-01T12:00:00.000Z',
    expires_soon: false,
  },
  {
    id: 'a1f0c2d3-0000-4000-8000-000000000002',
    type: 'purchased',
    amount: 3,
    remaining_amount: 2,
    status: 'active',
    purchased_at: '2025-04-10T12:00:00.000Z',
    expires_at: '2026-04-10T12:00:00.000Z',
    expires_soon: true,
  },
  {
    id: 'a1f0c2d3-0000-4000-8000-000000000003',
    type: 'purchased',
    amount: 5,
    remaining_amount: 0,
    status: 'expired',
    purchased_at: '2024-02-01T12:00:00.000Z',
    expires_at: '2025-02-01T12:00:00.000Z',
    expires_soon: false,
  },
];
