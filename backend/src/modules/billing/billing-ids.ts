import { eventIdFor } from '../../platform/event-store/event-id';

/**
 * Ids derived from what was paid for (a checkout, a renewal invoice), so that a payment applied
 * twice names the same transaction and the same credit lot, and the second application is a no-op.
 */
export const transactionIdFor = (paidFor: string) => eventIdFor(`billing.transaction:${paidFor}`);
export const creditLotIdFor = (paidFor: string) => eventIdFor(`billing.credit-lot:${paidFor}`);
