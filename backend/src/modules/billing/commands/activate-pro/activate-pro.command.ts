/** A Pro checkout was paid: start the subscription, grant the year's 100 credits, make the user Pro. */
export interface ActivateProCommand {
  checkoutId: string;
  userId: string;
  /** The provider's subscription id. */
  subscriptionRef: string;
  /** End of the first paid period. */
  periodEnd: Date;
  amountCents?: number;
  paymentRef: string;
  commandId: string;
}
