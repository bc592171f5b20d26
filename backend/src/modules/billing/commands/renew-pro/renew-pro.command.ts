/** A renewal invoice of a Pro subscription was paid: the next period and its 100 credits. */
export interface RenewProCommand {
  userId: string;
  /** The provider's invoice id: each is applied once. */
  invoiceRef: string;
  amountCents: number;
  /** End of the period the invoice paid for. */
  periodEnd: Date;
  commandId: string;
}
