import { derivedUuid } from '../../platform/event-store/event-id';

/**
 * Ids derived from what was paid for (a checkout, a renewal invoice), so that a payment applied
 * twice names the same transaction and the same credit lot, and the second application is a no-op.
 * The names are those the ids were first derived from, so ids already issued stay the same.
 */
export const transactionIdFor = (paidFor: string) =>
  derivedUuid(`dlm.event:billing.transaction:${paidFor}:0`);
export const creditLotIdFor = (paidFor: string) =>
  derivedUuid(`dlm.event:billing.credit-lot:${paidFor}:0`);
