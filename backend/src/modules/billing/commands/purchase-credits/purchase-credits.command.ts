/** A credit checkout was paid: grant its credits and record the payment, once. */
export interface PurchaseCreditsCommand {
  checkoutId: string;
  userId: string;
  quantity: number;
  /** What the provider charged, when it says. */
  amountCents?: number;
  paymentRef: string;
  /** Event ids derive from it: the provider's event id, or the test checkout's Pay. */
  commandId: string;
}
