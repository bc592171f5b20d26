import { countOf } from '../../lib/format';
import type { Transaction } from './api/payment-history';

export const PAYMENT_TYPE_LABELS: Record<Transaction['type'], string> = {
  listing_fee: 'Listing credits',
  pro_membership: 'Pro membership',
  domain_sale: 'Domain sale',
};

/** What was paid for: "3 listing credits", "Liquidation Pro (1 year)". */
export function describePayment(transaction: Transaction): string {
  switch (transaction.type) {
    case 'listing_fee':
      return countOf(transaction.metadata.credits_purchased, 'listing credit');
    case 'pro_membership':
      return 'Liquidation Pro (1 year)';
    case 'domain_sale':
      return 'Domain sale';
  }
}
