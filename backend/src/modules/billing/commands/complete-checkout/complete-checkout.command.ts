/** The provider reports a checkout paid: complete it with PurchaseCredits or ActivatePro. */
export interface CompleteCheckoutCommand {
  checkoutId: string;
  paymentRef: string;
  /** What the provider charged, when it says. */
  amountCents?: number;
  /** For Pro: the provider's subscription and the end of its first period. */
  subscription?: { subscriptionRef: string; periodEnd: Date };
  /** Event ids derive from it: the provider's event id, or the test checkout's Pay. */
  commandId: string;
}
